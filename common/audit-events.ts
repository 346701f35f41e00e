// The audit log as the admins read it (/admin/logs, docs/decisions.md "Logs"): a pt-BR label for
// every event the API records, and the group each belongs to. Security events are the ones about
// access: sign-ins (failed, throttled, refused to a blocked account), passwords, admin promotions
// and blocked users.

export type AuditKind = 'ADMIN' | 'STORE' | 'SECURITY' | 'ACCOUNT';

export const AUDIT_EVENT_LABELS: Record<string, string> = {
  'auth.sign_up': 'Cadastro',
  'auth.sign_in': 'Login',
  'auth.sign_in_failed': 'Login recusado (senha ou usuário errado)',
  'auth.sign_in_throttled': 'Login bloqueado por tentativas demais',
  'auth.sign_in_blocked': 'Login de conta bloqueada',
  'auth.sign_out': 'Saída',
  'auth.sign_out_everywhere': 'Saída de todos os dispositivos',
  'auth.password_reset_requested': 'Pedido de nova senha',
  'auth.password_reset_completed': 'Senha redefinida',
  'auth.password_changed': 'Senha alterada',
  'profile.email_changed': 'E-mail alterado',
  'auth.api_key_created': 'Chave de API criada',
  'auth.api_key_revoked': 'Chave de API revogada',
  'admin.user_promoted': 'Usuário promovido a administrador',
  'admin.user_demoted': 'Privilégios de administrador removidos',
  'admin.user_blocked': 'Usuário bloqueado',
  'admin.user_unblocked': 'Usuário desbloqueado',
  'admin.store_approved': 'Loja aprovada',
  'admin.store_rejected': 'Loja recusada',
  'admin.store_suspended': 'Loja suspensa',
  'admin.store_reactivated': 'Loja reativada',
  'admin.product_approved': 'Produto aprovado',
  'admin.product_rejected': 'Produto recusado',
  'admin.site_settings_updated': 'Configurações do site alteradas',
  'admin.coupon_created': 'Cupom criado',
  'admin.coupon_updated': 'Cupom alterado',
  'admin.coupon_deleted': 'Cupom excluído',
  'admin.reward_created': 'Recompensa criada',
  'admin.reward_updated': 'Recompensa alterada',
  'admin.reward_status_changed': 'Recompensa ativada ou desativada',
  'admin.reward_deleted': 'Recompensa excluída',
  'admin.redemption_approved': 'Resgate aprovado',
  'admin.redemption_refused': 'Resgate recusado',
  'admin.redemption_delivered': 'Resgate entregue',
  'admin.points_adjusted': 'Pontos ajustados pelo admin',
  'admin.segment_created': 'Segmento criado',
  'admin.segment_updated': 'Segmento alterado',
  'admin.segment_deleted': 'Segmento excluído',
  'admin.synonym_created': 'Sinônimos de busca criados',
  'admin.synonym_updated': 'Sinônimos de busca alterados',
  'admin.synonym_deleted': 'Sinônimos de busca excluídos',
  'admin.banner_created': 'Banner criado',
  'admin.banner_updated': 'Banner alterado',
  'admin.banner_deleted': 'Banner excluído',
  'admin.referral_codes_fixed': 'Códigos de indicação corrigidos',
  'loyalty.redemption_requested': 'Resgate pedido',
  'store.points_adjusted': 'Pontos de compra na loja física',
  'store.points_debited': 'Pontos debitados pela loja',
  'vendor.product_created': 'Produto cadastrado pela loja',
  'vendor.product_updated': 'Produto alterado pela loja',
  'vendor.product_activated': 'Produto ativado',
  'vendor.product_deactivated': 'Produto desativado',
  'vendor.delivery_zone_created': 'Área de entrega criada',
  'vendor.delivery_zone_updated': 'Área de entrega alterada',
  'vendor.delivery_zone_deleted': 'Área de entrega excluída',
  'vendor.store_delivery_updated': 'Entrega da loja alterada',
  'vendor.store_profile_updated': 'Dados da loja alterados',
  'vendor.store_logo_updated': 'Logo da loja alterado',
  'vendor.product_restriction_created': 'Restrição de produto criada',
  'vendor.product_restriction_deleted': 'Restrição de produto excluída',
};

const SECURITY_EVENTS = new Set([
  'auth.sign_in_failed',
  'auth.sign_in_throttled',
  'auth.sign_in_blocked',
  'auth.password_reset_requested',
  'auth.password_reset_completed',
  'auth.password_changed',
  'auth.sign_out_everywhere',
  'auth.api_key_created',
  'auth.api_key_revoked',
  'profile.email_changed',
  'admin.user_promoted',
  'admin.user_demoted',
  'admin.user_blocked',
  'admin.user_unblocked',
]);

/** The event types of a group, for the database filter (ACCOUNT = sign-ups, sign-ins and the rest of auth/profile). */
export function auditEventsOf(kind: AuditKind): { in?: string[]; startsWith?: string[] } {
  if (kind === 'SECURITY') return { in: [...SECURITY_EVENTS] };
  if (kind === 'ADMIN') return { startsWith: ['admin.'] };
  if (kind === 'STORE') return { startsWith: ['vendor.', 'store.'] };
  return { startsWith: ['auth.', 'profile.', 'loyalty.'] };
}

export function isSecurityEvent(eventType: string): boolean {
  return SECURITY_EVENTS.has(eventType);
}

/** The pt-BR label; an unknown type (an older event) shows as recorded. */
export function auditEventLabel(eventType: string): string {
  return AUDIT_EVENT_LABELS[eventType] ?? eventType;
}
