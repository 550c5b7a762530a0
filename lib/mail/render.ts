import { formatTimestamp } from "@/lib/format/format-time";
import { ALERT_SETTINGS_PATH } from "@/lib/paths/mail-paths";

/** What a mail may tell of an alert: never its title (it may carry an amount), only what it is and where to open it. */
export interface MailAlert {
  kind: string;
  customerName: string | null;
  objectType: string | null;
  objectId: string | null;
  linkPath: string;
  deadlineAt: Date | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const APP = "Hedge Desk";

/** `approvalRequested:drawdown` → "Approval requested: drawdown". */
export function kindLabel(kind: string): string {
  const words = (part: string) => part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  const [head = kind, ...rest] = kind.split(":");
  const label = words(head);
  return (label.charAt(0).toUpperCase() + label.slice(1) + rest.map((part) => `: ${words(part)}`).join("")).trim();
}

const shortId = (id: string) => (/^[0-9a-f-]{32,}$/i.test(id) ? id.slice(0, 8) : id);

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function about(alert: MailAlert): string {
  const object = alert.objectId ? `${alert.objectType ?? "item"} ${shortId(alert.objectId)}` : null;
  return [alert.customerName, object].filter(Boolean).join(", ") || "Hedge Desk";
}

const deadline = (alert: MailAlert, timeZone: string) =>
  alert.deadlineAt ? `runs out ${formatTimestamp(alert.deadlineAt.getTime() / 1000, timeZone)}` : null;

/** Always on APP_URL's origin: a path that would lead elsewhere ("//host") links to the app's start page. */
function link(alert: MailAlert, appUrl: string): string {
  const url = new URL(alert.linkPath, appUrl);
  return url.origin === new URL(appUrl).origin ? url.toString() : new URL("/", appUrl).toString();
}

function line(alert: MailAlert, timeZone: string) {
  return [about(alert), deadline(alert, timeZone)].filter(Boolean).join(" · ");
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:1rem auto;line-height:1.5">${body}` +
  `<p style="color:#475569;font-size:0.85rem">Sent by ${APP}. Choose what reaches you by email under Alert settings.</p></body></html>`;

export function renderInstant(alert: MailAlert, timeZone: string, appUrl: string): RenderedMail {
  const subject = `${kindLabel(alert.kind)}: ${about(alert)}`;
  const when = deadline(alert, timeZone);
  const href = link(alert, appUrl);
  return {
    subject,
    text: [subject, when ? `It ${when}.` : null, "", `Open it: ${href}`, "", `Sent by ${APP}.`]
      .filter((part) => part !== null)
      .join("\n"),
    html: page(
      subject,
      `<h1 style="font-size:1.15rem">${escape(kindLabel(alert.kind))}</h1><p>${escape(about(alert))}</p>` +
        (when ? `<p><strong>It ${escape(when)}.</strong></p>` : "") +
        `<p><a href="${escape(href)}">Open it in ${APP}</a></p>`,
    ),
  };
}

/** Grouped by kind, in the order kinds first appear; the caller never renders an empty digest. */
export function renderDigest(alerts: MailAlert[], timeZone: string, appUrl: string): RenderedMail {
  const groups = new Map<string, MailAlert[]>();
  for (const alert of alerts) groups.set(alert.kind, [...(groups.get(alert.kind) ?? []), alert]);
  const subject = `${APP} digest: ${alerts.length} ${alerts.length === 1 ? "alert" : "alerts"}`;
  const text: string[] = [subject, ""];
  let html = `<h1 style="font-size:1.15rem">${escape(subject)}</h1>`;
  for (const [kind, members] of groups) {
    text.push(`${kindLabel(kind)} (${members.length})`);
    html += `<h2 style="font-size:1rem;margin-top:1.25rem">${escape(kindLabel(kind))} (${members.length})</h2><ul>`;
    for (const alert of members) {
      text.push(`- ${line(alert, timeZone)}: ${link(alert, appUrl)}`);
      html += `<li><a href="${escape(link(alert, appUrl))}">${escape(line(alert, timeZone))}</a></li>`;
    }
    text.push("");
    html += "</ul>";
  }
  text.push(`Sent by ${APP}.`);
  return { subject, text: text.join("\n"), html: page(subject, html) };
}

export function renderTest(appUrl: string): RenderedMail {
  const subject = `${APP}: test email`;
  const body = `Email from ${APP} reaches you. Your alerts: ${new URL(ALERT_SETTINGS_PATH, appUrl)}`;
  return {
    subject,
    text: `${body}\n\nSent by ${APP} because you asked for a test email.`,
    html: page(subject, `<p>${escape(body)}</p>`),
  };
}
