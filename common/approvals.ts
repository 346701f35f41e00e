// The admins' two approval queues, in one shape (docs/decisions.md, "Lojas (admin)" and "Produtos
// da loja"): a partner store's life and a product revision's. Each is a state machine
// (common/state-machine.ts) whose actions are the admin's decisions, each decision with its button
// label and its done message; a decision that says no needs a reason (up to 500 characters), which
// the store's owner reads. The API applies them (api/admin/approvals.ts); the admin screens draw
// their buttons from the same tables.
import { stateMachine, type StateMachine, type TransitionRefusal } from './state-machine';
import { STORE_STATUS_LABELS, type StoreStatusValue } from './store-status';

export const APPROVAL_REASON_MAX_LENGTH = 500;

export interface DecisionRule<S extends string> {
  to: S;
  /** Only from these states (default: every state the table lets go to `to`). */
  from?: readonly S[];
  needsReason: boolean;
  label: string;
  done: string;
}

export interface ApprovalQueue<S extends string, A extends string> {
  machine: StateMachine<S, A, undefined>;
  decisions: { readonly [K in A]: DecisionRule<S> };
  /** May the admin take this decision here; the status and reason it leaves, or the pt-BR refusal. */
  decide(status: S, decision: A, reason: string | null | undefined): ApprovalCheck<S>;
  /** The decisions (buttons) available in this status. */
  decisionsFor(status: S): A[];
}

export type ApprovalCheck<S extends string> = { ok: true; to: S; reason: string | null } | { ok: false; refusal: TransitionRefusal };

function approvalQueue<S extends string, A extends string>(config: {
  transitions: { readonly [K in S]: readonly S[] };
  decisions: { readonly [K in A]: DecisionRule<S> };
  /** Why this decision cannot be taken in this status. */
  refusal: (decision: A, from: S) => Omit<TransitionRefusal, 'code'> & { code?: TransitionRefusal['code'] };
  reasonRequired: string;
}): ApprovalQueue<S, A> {
  const decisionTo = (to: S) => (Object.keys(config.decisions) as A[]).find((d) => config.decisions[d].to === to)!;
  const machine = stateMachine<S, A>({
    transitions: config.transitions,
    actions: config.decisions,
    refusal: (from, to) => config.refusal(decisionTo(to), from),
    actionRefusal: config.refusal,
  });
  return {
    machine,
    decisions: config.decisions,
    decide(status, decision, reason) {
      const move = machine.act(status, decision);
      if (!move.ok) return move;
      const rule = config.decisions[decision];
      const why = reason?.trim() || null;
      if (rule.needsReason && (!why || why.length > APPROVAL_REASON_MAX_LENGTH)) return { ok: false, refusal: { message: config.reasonRequired, code: 'INVALID', field: 'reason' } };
      return { ok: true, to: move.to, reason: rule.needsReason ? why : null };
    },
    decisionsFor: (status) => machine.actionsFrom(status),
  };
}

// --- stores ------------------------------------------------------------------------------------

export type StoreDecision = 'APPROVE' | 'REJECT' | 'SUSPEND' | 'REACTIVATE';

export const STORE_APPROVAL_MESSAGES = {
  notFound: 'Loja não encontrada',
  reasonRequired: 'Informe o motivo (até 500 caracteres): o dono da loja vai ver',
  notAllowed: (decision: StoreDecision, status: StoreStatusValue) =>
    `Não é possível ${STORE_APPROVAL.decisions[decision].label.toLowerCase()} uma loja ${STORE_STATUS_LABELS[status].toLowerCase()}`,
} as const;

/**
 * A lojista's sign-up creates the store 'em análise'; an admin approves or refuses it (with a
 * reason), suspends an approved one (with a reason) and reactivates a suspended one. ACTIVE (the
 * legacy 'ativo' of imported stores) sells like APPROVED.
 */
export const STORE_APPROVAL: ApprovalQueue<StoreStatusValue, StoreDecision> = approvalQueue<StoreStatusValue, StoreDecision>({
  transitions: {
    PENDING: ['APPROVED', 'REJECTED'],
    REJECTED: ['APPROVED'],
    APPROVED: ['SUSPENDED'],
    ACTIVE: ['SUSPENDED'],
    SUSPENDED: ['APPROVED'],
  },
  decisions: {
    APPROVE: { to: 'APPROVED', from: ['PENDING', 'REJECTED'], needsReason: false, label: 'Aprovar', done: 'Loja aprovada' },
    REJECT: { to: 'REJECTED', needsReason: true, label: 'Recusar', done: 'Loja recusada' },
    SUSPEND: { to: 'SUSPENDED', needsReason: true, label: 'Suspender', done: 'Loja suspensa' },
    REACTIVATE: { to: 'APPROVED', from: ['SUSPENDED'], needsReason: false, label: 'Reativar', done: 'Loja reativada' },
  },
  refusal: (decision, status) => ({ message: STORE_APPROVAL_MESSAGES.notAllowed(decision, status), field: 'decision' }),
  reasonRequired: STORE_APPROVAL_MESSAGES.reasonRequired,
});

// --- products ----------------------------------------------------------------------------------

export type ProductRevisionStatusValue = 'PENDING' | 'APPROVED' | 'REJECTED' | 'SUPERSEDED';
export type ProductDecision = 'APPROVE' | 'REJECT';

export const PRODUCT_APPROVAL_MESSAGES = {
  notFound: 'Aprovação não encontrada',
  decided: 'Esta aprovação já foi decidida',
  superseded: 'A loja alterou este produto depois que você abriu a fila: reveja a versão nova.',
  reasonRequired: 'Informe o motivo da recusa (até 500 caracteres)',
} as const;

/**
 * A product revision (a new product or a change to an approved one) waits for one decision: approved
 * or refused with a reason. A newer change from the store supersedes a waiting one (the admin who
 * opened the old one is told to look again).
 */
export const PRODUCT_APPROVAL: ApprovalQueue<ProductRevisionStatusValue, ProductDecision> = approvalQueue<ProductRevisionStatusValue, ProductDecision>({
  transitions: {
    PENDING: ['APPROVED', 'REJECTED', 'SUPERSEDED'],
    APPROVED: [],
    REJECTED: [],
    SUPERSEDED: [],
  },
  decisions: {
    APPROVE: { to: 'APPROVED', needsReason: false, label: 'Aprovar', done: 'Produto aprovado' },
    REJECT: { to: 'REJECTED', needsReason: true, label: 'Recusar', done: 'Produto recusado' },
  },
  refusal: (_decision, status) =>
    status === 'SUPERSEDED'
      ? { message: PRODUCT_APPROVAL_MESSAGES.superseded, code: 'CONFLICT', field: 'id' }
      : { message: PRODUCT_APPROVAL_MESSAGES.decided, code: 'INVALID', field: 'id' },
  reasonRequired: PRODUCT_APPROVAL_MESSAGES.reasonRequired,
});
