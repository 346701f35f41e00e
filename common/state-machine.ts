// The one way to write a status flow (docs/architecture.md, "Estados"): a table of each state's
// allowed next states, the pt-BR refusal of a move the table does not allow, optional named actions
// (a button, a mutation's `decision`) and an optional guard for allowed moves that depend on the
// data sent (a reason, who asks). Modelled on Vendure's FSM (a transitions table per state and a
// start hook that may refuse with a message) but pure: no I/O and no current state kept. The API
// applies the move (lock, conditional update) and turns a refusal into userErrors with
// `assertTransition` (api/schema/user-error.ts); the web reads the same table for its buttons.

/** The userError codes a refused move may carry (a subset of the API's UserErrorCode). */
export type TransitionCode = 'INVALID_TRANSITION' | 'INVALID' | 'CONFLICT' | 'INVALID_TOKEN';

export interface TransitionRefusal {
  message: string;
  code: TransitionCode;
  /** The input field it concerns; null lets the API name the mutation's own field. */
  field: string | null;
}

/** A refusal as the tables write it: the text alone (INVALID_TRANSITION) or with its code and field. */
export type Refusing = string | { message: string; code?: TransitionCode; field?: string | null };

/** The outcome of asking for a move: the state it leaves, or why not. */
export type Move<S extends string> = { ok: true; to: S } | { ok: false; refusal: TransitionRefusal };

export interface MachineConfig<S extends string, A extends string, D> {
  /** Every state with the states it may go to next ([] = final). */
  transitions: { readonly [K in S]: readonly S[] };
  /** Why `from → to` is not in the table, in pt-BR. */
  refusal: (from: S, to: S) => Refusing;
  /** Named moves: an action goes to `to`, only from `from` when given (two actions may share a target). */
  actions?: { readonly [K in A]: { to: S; from?: readonly S[] } };
  /** Why an action is refused from this state (default: the refusal of `from → to`). */
  actionRefusal?: (action: A, from: S) => Refusing;
  /** Checks a move the table allows against its data; a refusal stops it. */
  guard?: (from: S, to: S, data: D) => Refusing | null;
}

/** The data argument: optional when the machine has no guard data. */
type Data<D> = undefined extends D ? [data?: D] : [data: D];

export interface StateMachine<S extends string, A extends string, D> {
  readonly states: readonly S[];
  /** Whether the table lets `from` go to `to` (guards aside). */
  can(from: S, to: S): boolean;
  /** The states `from` may go to next, in table order. */
  next(from: S): readonly S[];
  /** The move `from → to` with its data: allowed (`to`) or refused with the pt-BR message. */
  check(from: S, to: S, ...data: Data<D>): Move<S>;
  /** The move of a named action from this state. */
  act(from: S, action: A, ...data: Data<D>): Move<S>;
  /** Whether an action is available from this state (guards aside). */
  allows(from: S, action: A): boolean;
  /** The actions available from this state (guards aside), in table order. */
  actionsFrom(from: S): A[];
  /** The state an action goes to. */
  target(action: A): S;
}

function refusalOf(r: Refusing): TransitionRefusal {
  return typeof r === 'string' ? { message: r, code: 'INVALID_TRANSITION', field: null } : { message: r.message, code: r.code ?? 'INVALID_TRANSITION', field: r.field ?? null };
}

export function stateMachine<S extends string, A extends string = never, D = undefined>(config: MachineConfig<S, A, D>): StateMachine<S, A, D> {
  const actions = (config.actions ?? {}) as { readonly [K in A]: { to: S; from?: readonly S[] } };
  const can = (from: S, to: S) => config.transitions[from]?.includes(to) ?? false;
  const check = (from: S, to: S, data: D): Move<S> => {
    if (!can(from, to)) return { ok: false, refusal: refusalOf(config.refusal(from, to)) };
    const guarded = config.guard?.(from, to, data);
    return guarded ? { ok: false, refusal: refusalOf(guarded) } : { ok: true, to };
  };
  const available = (from: S, action: A) => {
    const rule = actions[action];
    return (!rule.from || rule.from.includes(from)) && can(from, rule.to);
  };
  return {
    states: Object.keys(config.transitions) as S[],
    can,
    next: (from) => config.transitions[from] ?? [],
    check: (from, to, ...data) => check(from, to, data[0] as D),
    act(from, action, ...data) {
      const { to } = actions[action];
      if (available(from, action)) return check(from, to, data[0] as D);
      return { ok: false, refusal: refusalOf(config.actionRefusal ? config.actionRefusal(action, from) : config.refusal(from, to)) };
    },
    allows: available,
    actionsFrom: (from) => (Object.keys(actions) as A[]).filter((action) => available(from, action)),
    target: (action) => actions[action].to,
  };
}
