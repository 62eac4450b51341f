/**
 * Firebase keeps the signed-in account in local storage under this prefix. Reading it needs no
 * Firebase code, so a visitor who never signed in gets the page at once, without the SDK.
 */
export const PERSISTED_USER_PREFIX = 'firebase:authUser:'

/**
 * The first thing a members-only page's HTML runs (scripts/prerender.mjs): a visitor with no
 * sign-in kept in this browser goes to /login before the page's own scripts load, as
 * RequireSignedIn would send them after (ADR 0038). Storage that cannot be read means signed out
 * there too. The server allows exactly this inline script by its hash (client-assets.ts).
 */
export const SIGNED_OUT_REDIRECT_SCRIPT =
  `try{if(!Object.keys(localStorage).some(function(k){return k.indexOf(${JSON.stringify(PERSISTED_USER_PREFIX)})===0}))location.replace("/login")}` +
  `catch(e){location.replace("/login")}`
