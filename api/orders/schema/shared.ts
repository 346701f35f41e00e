// Helpers shared by the sections of this schema.
import { builder } from '../../schema/builder.js';
import { PaymentMethod, SubOrderStatus } from '../../generated/prisma/enums.js';
import { type AddressSnapshot } from '../checkout.js';

export const PaymentMethodEnum = builder.enumType(PaymentMethod, {
  name: 'PaymentMethod',
  description: 'Pagamento na entrega: PIX, CARD = cartão (na maquininha), CASH = dinheiro (com troco para, opcional).',
});

export const SubOrderStatusEnum = builder.enumType(SubOrderStatus, {
  name: 'SubOrderStatus',
  description:
    'PENDING = pendente → CONFIRMED = confirmado → PREPARING = em preparo → OUT_FOR_DELIVERY = saiu para entrega → DELIVERED = entregue; CANCELLED = cancelado.',
});

export const OrderAddress = builder.objectRef<AddressSnapshot>('OrderAddress').implement({
  description: 'Endereço de entrega como estava no checkout (endereco_entrega).',
  fields: (t) => ({
    street: t.exposeString('street'),
    number: t.exposeString('number'),
    complement: t.exposeString('complement', { nullable: true }),
    district: t.exposeString('district'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    postalCode: t.exposeString('postalCode'),
  }),
});
