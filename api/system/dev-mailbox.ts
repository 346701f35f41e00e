// The dev mailbox (no SMTP_URL, never in production): e-mails the app "sent", readable in a browser.
import type { Request, Response } from 'express';
import type { Mailer } from '../shared/mailer.js';
import { formatDateTime } from '../../common/dates.js';
import { escapeHtml } from '../shared/html.js';

const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const page = (title: string, body: string) => `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<title>${title}</title><link rel="icon" href="data:,"><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a202c}
a{color:#0B5CD7}li{margin:.5rem 0}pre{white-space:pre-wrap;background:#f7fafc;padding:1rem;border-radius:8px}</style></head><body>${body}</body></html>`;

export function devMailboxHandler(mailer: Mailer) {
  return (req: Request, res: Response) => {
    const mails = mailer.outbox();
    const id = req.params.id ? Number(req.params.id) : null;
    res.setHeader('Cache-Control', 'no-store');
    if (id !== null) {
      const mail = mails.find((m) => m.id === id);
      if (!mail) {
        res.status(404).send(page('Email não encontrado', '<p>Email não encontrado. <a href="/dev/mailbox">Voltar</a></p>'));
        return;
      }
      res.send(
        page(
          escapeHtml(mail.subject),
          `<p><a href="/dev/mailbox">← Caixa de emails</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p>Para: ${escapeHtml(mail.to)} · ${formatDateTime(mail.sentAt)}</p><pre>${linkify(escapeHtml(mail.text))}</pre>`,
        ),
      );
      return;
    }
    const items = mails
      .map((m) => `<li><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a> — ${escapeHtml(m.to)} · ${formatDateTime(m.sentAt)}</li>`)
      .join('');
    res.send(
      page(
        'Caixa de emails (desenvolvimento)',
        `<h1>Caixa de emails (desenvolvimento)</h1><p>Sem SMTP_URL configurado, os emails do app ficam aqui (os 50 mais recentes, até reiniciar).</p>${
          items ? `<ul>${items}</ul>` : '<p>Nenhum email enviado ainda.</p>'
        }`,
      ),
    );
  };
}
