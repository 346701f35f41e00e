// The demo addresses and the CEP lookup agree: looked up offline (the hard-coded entry, the
// regional table, then the prefix fallback, as api/places/cep/fallbacks.ts orders them), each demo
// address's CEP gives the town the address says.
import { describe, expect, it } from 'vitest';
import { hardCodedFallback, prefixFallback, regionalLookup } from '../places/cep/fallbacks.js';
import { DEMO_SHOPPERS } from './orders.js';

describe('demo addresses', () => {
  const addresses = DEMO_SHOPPERS.flatMap((s) => s.addresses.map((a) => ({ who: `${s.email} ${a.label}`, ...a })));
  it.each(addresses)('$who: its CEP looks up to its own town', ({ postalCode, city, state }) => {
    const cep = (postalCode ?? '').replace(/\D/g, '');
    const found = hardCodedFallback(cep) ?? regionalLookup(cep) ?? prefixFallback(cep);
    expect({ city: found?.city, state: found?.state }).toEqual({ city, state });
  });
});
