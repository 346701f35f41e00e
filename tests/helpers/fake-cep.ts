// A local stand-in for the two public CEP services, on 127.0.0.1 (random port), so tests never
// touch the internet. One server plays both: ViaCEP at /ws/{cep}/json/ and BrasilAPI at
// /api/cep/v1/{cep}. Each CEP's answer is programmable per provider; unknown CEPs get what the
// real services answer for them (ViaCEP {"erro": true}, BrasilAPI 404).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeCepResponse =
  /** 200 with this JSON body (after `delayMs`, if given: a slow service). */
  | { kind: 'ok'; body: Record<string, unknown>; delayMs?: number }
  /** ViaCEP's "not found": 200 {"erro": true}. */
  | { kind: 'erro' }
  /** Any status with an optional body (404, 500...). */
  | { kind: 'status'; status: number; body?: unknown }
  /** Never answers (until the server stops): for timeouts. */
  | { kind: 'hang' };

export type FakeCepProvider = 'viacep' | 'brasilapi';

export interface FakeCepServer {
  /** Base URL for both VIACEP_URL and BRASILAPI_URL. */
  url: string;
  /** Programs the answer of one provider for one CEP (8 digits). */
  respond(provider: FakeCepProvider, cep: string, response: FakeCepResponse): void;
  /** Every request received, in order. */
  calls: { provider: FakeCepProvider; cep: string }[];
  callsFor(cep: string): FakeCepProvider[];
  reset(): void;
  stop(): Promise<void>;
}

/** A ViaCEP success body for a CEP. */
export function viaCepBody(cep: string, fields: { logradouro?: string; bairro?: string; localidade: string; uf: string; ibge?: string }) {
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: fields.logradouro ?? '',
    complemento: '',
    unidade: '',
    bairro: fields.bairro ?? '',
    localidade: fields.localidade,
    uf: fields.uf,
    estado: '',
    regiao: '',
    ibge: fields.ibge ?? '',
    gia: '',
    ddd: '33',
    siafi: '',
  };
}

/** A BrasilAPI (v1) success body for a CEP. */
export function brasilApiBody(cep: string, fields: { street?: string; neighborhood?: string; city: string; state: string }) {
  return { cep, state: fields.state, city: fields.city, neighborhood: fields.neighborhood ?? '', street: fields.street ?? '', service: 'fake' };
}

export async function startFakeCep(): Promise<FakeCepServer> {
  const programmed = new Map<string, FakeCepResponse>();
  const calls: FakeCepServer['calls'] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const via = url.pathname.match(/^\/ws\/([^/]+)\/json\/?$/);
    const brasil = url.pathname.match(/^\/api\/cep\/v1\/([^/]+)\/?$/);
    const provider: FakeCepProvider | null = via ? 'viacep' : brasil ? 'brasilapi' : null;
    const cep = (via ?? brasil)?.[1] ?? '';
    if (!provider) {
      res.writeHead(404).end();
      return;
    }
    calls.push({ provider, cep });
    const response =
      programmed.get(`${provider}:${cep}`) ??
      (provider === 'viacep' ? ({ kind: 'erro' } as const) : ({ kind: 'status', status: 404, body: { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.' } } as const));
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    switch (response.kind) {
      case 'ok':
        if (response.delayMs) return void setTimeout(() => json(200, response.body), response.delayMs);
        return json(200, response.body);
      case 'erro':
        return json(200, { erro: 'true' });
      case 'status':
        return json(response.status, response.body);
      case 'hang':
        return; // the socket stays open until the client gives up or the server stops
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    respond(provider, cep, response) {
      programmed.set(`${provider}:${cep}`, response);
    },
    calls,
    callsFor: (cep) => calls.filter((c) => c.cep === cep).map((c) => c.provider),
    reset() {
      programmed.clear();
      calls.length = 0;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
