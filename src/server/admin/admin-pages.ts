import { escapeHtml } from "../escape-html.ts";
import { plainPage } from "../plain-page.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";

/**
 * The admin's two pages that come before its application: signing in and choosing a password. Plain HTML forms
 * that post by themselves (no script needed), readable on a 375 px phone, with the message beside what it is about.
 */
const style = `<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; background: #f4f6f8; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; box-sizing: border-box; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); padding: 24px; width: 100%; max-width: 400px; box-sizing: border-box; }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  p { line-height: 1.5; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #868e96; border-radius: 8px; }
  input:focus { outline: 3px solid #1c7ed6; outline-offset: 1px; }
  button { margin-top: 24px; width: 100%; font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 8px; background: #1864ab; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  .message { border-radius: 8px; padding: 12px; background: #fff5f5; color: #c92a2a; border: 1px solid #ffc9c9; }
  .message.note { background: #e7f5ff; color: #1864ab; border-color: #a5d8ff; }
</style>`;

const page = (title: string, body: string) => plainPage(title, style, body);

const message = (text: string | undefined, kind: "problem" | "note" = "problem") =>
  text
    ? `<p class="message${kind === "note" ? " note" : ""}" role="${kind === "note" ? "status" : "alert"}" id="message">${escapeHtml(text)}</p>`
    : "";

export function signInPage({
  email = "",
  problem,
  note,
  next = "",
}: {
  email?: string;
  problem?: string;
  note?: string;
  next?: string;
}): string {
  const described = problem ? ' aria-describedby="message"' : "";
  return page(
    words.signInTitle,
    `<h1>${escapeHtml(words.signInTitle)}</h1>
${message(problem)}${message(note, "note")}
<form method="post" action="/admin/login">
  <input type="hidden" name="next" value="${escapeHtml(next)}">
  <label for="email">${escapeHtml(words.email)}</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${described}${email ? "" : " autofocus"}>
  <label for="password">${escapeHtml(words.password)}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? " autofocus" : ""}>
  <button type="submit">${escapeHtml(words.signIn)}</button>
</form>`,
  );
}

export function choosePasswordPage({
  email,
  token,
  problem,
}: {
  email: string;
  token: string;
  problem?: string;
}): string {
  const described = problem ? ' aria-describedby="message"' : "";
  return page(
    words.choosePasswordTitle,
    `<h1>${escapeHtml(words.choosePasswordTitle)}</h1>
<p>${escapeHtml(words.choosePasswordIntro(email))}</p>
${message(problem)}
<form method="post" action="/admin/welcome">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <input type="email" name="email" autocomplete="username" value="${escapeHtml(email)}" hidden readonly>
  <label for="password">${escapeHtml(words.newPassword)}</label>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="12" maxlength="256"${described} autofocus>
  <label for="repeat">${escapeHtml(words.repeatPassword)}</label>
  <input id="repeat" name="repeat" type="password" autocomplete="new-password" required minlength="12" maxlength="256">
  <button type="submit">${escapeHtml(words.savePassword)}</button>
</form>`,
  );
}

export function linkProblemPage(): string {
  return page(
    words.choosePasswordTitle,
    `<h1>${escapeHtml(words.choosePasswordTitle)}</h1>\n${message(words.linkInvalid)}`,
  );
}
