// A stock Vendure 3 shop (no plugins, as `bootstrap` ships it) for the comparison in
// bench/catalog.ts: its tables live in their own schema of the bench's database, next to the
// catalogue it is filled from. Run by the bench as a child process; tells it the port when ready.
import { bootstrap, LogLevel, DefaultLogger } from '@vendure/core';

const db = new URL(process.env.VENDURE_DATABASE_URL);
const port = Number(process.env.VENDURE_PORT);

// The catalogue's images are already URLs (the app's uploads): Vendure only has to hand them back.
const urlsAsTheyAre = {
  toAbsoluteUrl: (_request, identifier) => identifier,
  fileExists: async () => true,
  writeFileFromBuffer: async () => {
    throw new Error('somente leitura');
  },
  writeFileFromStream: async () => {
    throw new Error('somente leitura');
  },
  readFileToBuffer: async () => {
    throw new Error('somente leitura');
  },
  readFileToStream: async () => {
    throw new Error('somente leitura');
  },
  deleteFile: async () => {
    throw new Error('somente leitura');
  },
};

const app = await bootstrap({
  apiOptions: { hostname: '127.0.0.1', port, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
  authOptions: { tokenMethod: 'bearer', superadminCredentials: { identifier: 'superadmin', password: process.env.VENDURE_SUPERADMIN_PASSWORD } },
  dbConnectionOptions: {
    type: 'postgres',
    host: db.hostname,
    port: Number(db.port || 5432),
    username: decodeURIComponent(db.username || 'postgres'),
    password: decodeURIComponent(db.password),
    database: db.pathname.slice(1),
    schema: process.env.VENDURE_SCHEMA,
    synchronize: true,
    logging: false,
  },
  assetOptions: { assetStorageStrategy: urlsAsTheyAre },
  paymentOptions: { paymentMethodHandlers: [] },
  logger: new DefaultLogger({ level: LogLevel.Error }),
});
process.send?.({ ready: true });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
