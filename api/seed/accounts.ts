// Demo accounts of every role (listed in the README). Password for all: clube123.
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Role } from '../generated/prisma/enums.js';
import { computeCpfCheckDigits } from '../../common/documents.js';
import { hashPassword } from '../accounts/passwords.js';

export const DEMO_PASSWORD = 'clube123';
export const DEMO_CONSUMER_EMAIL = 'consumidor@clubelocal.dev';
export const DEMO_PROFESSIONAL_EMAIL = 'profissional@clubelocal.dev';
/** The demo lojista (shown as Vendedor) runs one of the catalogue's stores (api/seed/catalog.ts). */
export const DEMO_VENDOR_EMAIL = 'vendedor@clubelocal.dev';
export const DEMO_ADMIN_EMAIL = 'admin@clubelocal.dev';

const cpf = (base: string) => base + computeCpfCheckDigits(base);

export const DEMO_ACCOUNTS: { email: string; name: string; role: Role; isAdmin?: boolean; cpf?: string; specialty?: string; referralCode: string }[] = [
  { email: DEMO_CONSUMER_EMAIL, name: 'Carla Consumidora', role: 'CONSUMER', cpf: cpf('529982247'), referralCode: 'CARLA2026' },
  { email: DEMO_PROFESSIONAL_EMAIL, name: 'Paulo Pedreiro', role: 'PROFESSIONAL', cpf: cpf('390533447'), specialty: 'Pedreiro', referralCode: 'PAULO2026' },
  { email: DEMO_VENDOR_EMAIL, name: 'Vera Vendedora', role: 'STORE_OWNER', cpf: cpf('153509460'), referralCode: 'VERA2026' },
  { email: DEMO_ADMIN_EMAIL, name: 'Ana Administradora', role: 'ADMIN', isAdmin: true, cpf: cpf('867245195'), referralCode: 'ANA2026' },
];

export async function seedDemoAccounts(prisma: PrismaClient) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await prisma.user.createMany({
    data: DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      name: a.name,
      phone: '33999990000',
      cpf: a.cpf,
      role: a.role,
      isAdmin: a.isAdmin ?? false,
      specialty: a.specialty ?? null,
      referralCode: a.referralCode,
      passwordHash,
    })),
    skipDuplicates: true,
  });
  // The demo profissional's public card (/profissionais).
  const paulo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_PROFESSIONAL_EMAIL }, select: { id: true } });
  await prisma.professionalProfile.upsert({
    where: { userId: paulo.id },
    update: {},
    create: {
      userId: paulo.id,
      trades: ['Pedreiro', 'Azulejista'],
      towns: ['Angelândia', 'Capelinha', 'Setubinha'],
      bio: 'Pedreiro há 15 anos: alvenaria, reboco, contrapiso e assentamento de piso. Monto a lista de material da sua obra no Clube Local.',
      whatsapp: '33999990000',
    },
  });
}
