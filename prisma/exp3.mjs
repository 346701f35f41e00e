import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory, DriverAdapterError } from '@prisma/driver-adapter-utils';
const dir = path.resolve('node_modules/@prisma/schema-engine-wasm') + '/';
const glue = await import(dir + 'schema_engine_bg.js');
globalThis.PRISMA_WASM_PANIC_REGISTRY = { set_message(m) { console.error('PANIC MSG', m); } };
const mod = new WebAssembly.Module(fs.readFileSync(dir + 'schema_engine_bg.wasm'));
const st = Object.keys(glue).find(k => k.startsWith('__wbg_setTimeout'));
const imports = { ...glue, [st]: (f, ms) => { const t = glue[st](f, ms); t.unref(); return t; } };
const inst = new WebAssembly.Instance(mod, { './schema_engine_bg.js': imports });
glue.__wbg_set_wasm(inst.exports);
inst.exports.__wbindgen_start();
const URL_ = process.env.U || 'postgresql://postgres@127.0.0.1:5432/clube_engine_exp';
const pool = new pg.Pool({ connectionString: URL_, max: 1 });
const inner = new PrismaPg(pool);
const f = bindMigrationAwareSqlAdapterFactory({ provider: 'postgres', adapterName: inner.adapterName, connect: async () => { const a = await inner.connect(); a.executeScript = async (s) => { try { await pool.query(s) } catch (e) { throw new DriverAdapterError({ kind: 'postgres', code: e.code, severity: e.severity, message: e.message, detail: e.detail, column: e.column, hint: e.hint }) } }; return a; }, connectToShadowDb: async () => { throw new Error('noshadow') } });
let eng;
try { eng = await glue.SchemaEngine.new({ datamodels: undefined }, (l) => {}, f); } catch (e) { console.log('NEWERR', e, Object.keys(e), f.errorRegistry.registeredErrors); process.exit(0) }
const m = '/tmp/exp/mig';
const list = { baseDir: m, lockfile: { path: 'migration_lock.toml', content: fs.readFileSync(m + '/migration_lock.toml', 'utf8') }, migrationDirectories: fs.readdirSync(m).filter(d => !d.endsWith('.toml')).sort().map(d => ({ path: d, migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: fs.readFileSync(path.join(m, d, 'migration.sql'), 'utf8') } } })), shadowDbInitScript: '' };
for (let i = 0; i < 2; i++) {
try { console.log(await eng.applyMigrations({ migrationsList: list, filters: { externalTables: [], externalEnums: [] } })); }
catch (e) { console.log('ERR', e.message.slice(0, 400), '\nkeys', Object.keys(e), e.name, JSON.stringify(e).slice(0,600)); }
}
try { await eng.version(); console.log('v ok') } catch (e) { console.log('VERR', e, Object.keys(e), f.errorRegistry.registeredErrors) }
await pool.end().catch(()=>{});
