// Trusted documents (docs/api.md, "Documentos confiáveis"): with TRUSTED_DOCUMENTS on, visitors and
// ordinary sessions may run only the web app's own operations, listed at build time by codegen in
// web/src/gql/persisted-documents.json; API keys and admins (GraphiQL) run any document.
//
// A request still carries its full text (the web app is unchanged): the text is compared with the
// list in a canonical form — the same selections whatever their order and whitespace, and without
// the `__typename` fields Apollo Client adds for its cache.
import fs from 'node:fs';
import { Kind, parse, print, visit, type ASTNode, type DocumentNode, type ParseOptions } from 'graphql';
import { logger } from './logger.js';

export const UNTRUSTED_DOCUMENT_MESSAGE =
  'Operação não reconhecida: sem chave de API, esta API só executa as operações do app Clube Local (integradores: docs/api.md).';

const nameOf = (node: ASTNode): string => ('name' in node && node.name ? node.name.value : '') + ('alias' in node && node.alias ? `:${node.alias.value}` : '');
const byName = <T extends ASTNode>(nodes: readonly T[] | undefined) => (nodes ? [...nodes].sort((a, b) => `${a.kind}${nameOf(a)}${print(a)}`.localeCompare(`${b.kind}${nameOf(b)}${print(b)}`)) : nodes);

/** The document with its selections, arguments and definitions in one order and no bare `__typename`. */
export function canonicalDocument(document: DocumentNode): string {
  const stripped = visit(document, {
    Field: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  const sorted = visit(stripped, {
    leave: (node) => {
      if (node.kind === Kind.SELECTION_SET) return { ...node, selections: byName(node.selections) };
      if (node.kind === Kind.FIELD) return { ...node, arguments: byName(node.arguments) };
      if (node.kind === Kind.OPERATION_DEFINITION) return { ...node, variableDefinitions: byName(node.variableDefinitions) };
      if (node.kind === Kind.DOCUMENT) return { ...node, definitions: byName(node.definitions) };
      return undefined;
    },
  });
  return print(sorted);
}

export class TrustedDocuments {
  private readonly canonical: Set<string>;
  /** Texts already found trusted (what the app sends, over and over); bounded. */
  private readonly seen = new Set<string>();

  constructor(
    documents: readonly string[],
    private readonly parseOptions: ParseOptions = {},
  ) {
    this.canonical = new Set(documents.map((text) => canonicalDocument(parse(text))));
  }

  get size() {
    return this.canonical.size;
  }

  isTrusted(text: string): boolean {
    if (this.seen.has(text)) return true;
    let trusted: boolean;
    try {
      trusted = this.canonical.has(canonicalDocument(parse(text, this.parseOptions)));
    } catch {
      return false; // not even a document
    }
    if (trusted) {
      if (this.seen.size >= 5000) this.seen.clear();
      this.seen.add(text);
    }
    return trusted;
  }
}

/**
 * The app's operations from codegen's manifest (hash → text), and the server's own (the documents its
 * first screens run as the person asking). A missing file trusts only the server's.
 */
export function loadTrustedDocuments(file: string, parseOptions?: ParseOptions, serverDocuments: readonly string[] = []): TrustedDocuments {
  let manifest: Record<string, string> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    logger.error('trusted_documents.manifest_unreadable', { file, error: String(error) });
  }
  return new TrustedDocuments([...Object.values(manifest), ...serverDocuments], parseOptions);
}
