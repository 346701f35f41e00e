// A sign-in the server took (the /login form on a phone, api/system/sign-in-form.ts) leads to a page
// of the app, which then says so as its own sign-in does ('Login realizado com sucesso!'): a cookie
// the app reads once (web/src/session/signInNotice.ts).
export const SIGN_IN_NOTICE = { cookie: 'clube_notice', value: 'signed-in', seconds: 60 } as const;
