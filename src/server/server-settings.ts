import { join, resolve } from "node:path";
import type { Site } from "../core/generated/site-data.ts";
import type { CapacityLimits } from "./forms/capacity.ts";
import { defaultRetry, type MailSettings } from "./forms/mail/outbox.ts";
import { ServerError } from "../core/errors/server-errors.ts";

/**
 * What `npm start` (and `npm run inbox`) read from the environment, checked: a value that makes no sense stops the
 * server at start with a sentence saying which variable, what it holds and what it should, instead of a server
 * that misbehaves later. docs/running.md lists them all (Settings).
 */
export class SettingsError extends ServerError<
  | "setting-not-a-number"
  | "setting-not-addresses"
  | "smtp-url-invalid"
  | "public-url-invalid"
  | "log-level-invalid"
  | "trust-proxy-trusts-everyone"
  | "admin-setting-invalid"
> {}

type Env = Record<string, string | undefined>;

function number(env: Env, name: string, what: string, example: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new SettingsError("setting-not-a-number", { name, what, example, value: raw });
  return value;
}

const megabytes = (env: Env, name: string, example: string) => {
  const value = number(env, name, "a positive number of megabytes", example);
  return value === undefined ? undefined : value * 1024 * 1024;
};

const emailPattern = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

function addresses(env: Env, name: string): string[] {
  const list = (env[name] ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = list.find((address) => !emailPattern.test(address));
  if (wrong) throw new SettingsError("setting-not-addresses", { name, wrong });
  return list;
}

/**
 * Where the local form service keeps the files sent with submissions (the submissions themselves are rows of the
 * site's database): FORM_FILES_DIR (a folder every instance shares, when several share a PostgreSQL database;
 * FORM_DATA_DIR is its earlier name), or forms/ in DATA_DIR (.data/ in the project, not in git).
 */
export function formDataDir(projectRoot: string, env: Env = process.env): string {
  return resolve(projectRoot, env.FORM_FILES_DIR || env.FORM_DATA_DIR || join(env.DATA_DIR || ".data", "forms"));
}

/** E-mail notifications, when SMTP_URL is set. */
function mailSettings(env: Env, site: Site): MailSettings | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // new URL throws only for text that is not an address.
    throw new SettingsError("smtp-url-invalid", { value: smtpUrl, problem: "unreadable" });
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:")
    throw new SettingsError("smtp-url-invalid", { value: smtpUrl, problem: "scheme", protocol: url.protocol });
  const user = decodeURIComponent(url.username);
  const fromAddress = emailPattern.test(user)
    ? user
    : `website@${new URL(site.seo.siteUrl).hostname.replace(/^www\./, "")}`;
  const from = env.FORM_NOTIFY_FROM?.trim() || `"${site.company.shortName} website" <${fromAddress}>`;
  return {
    smtpUrl,
    to: addresses(env, "FORM_NOTIFY_TO"),
    from,
    attachLimitBytes: megabytes(env, "FORM_MAIL_ATTACH_MAX_MB", "10") ?? 10 * 1024 * 1024,
    retry: defaultRetry,
  };
}

/**
 * PUBLIC_URL's origin ("https://www.nerivo.ng"), or undefined when it is not set: /admin takes writes only from pages
 * of it. Only an http(s) address with nothing but a host, and maybe a path (which `npm run users` links keep).
 */
function publicOrigin(env: Env): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password)
    throw new SettingsError("public-url-invalid", { value: raw });
  return url.origin;
}

/** The settings that were given: a missing one keeps its default. */
const definedOnly = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export interface ServerSettings {
  port: number;
  host: string;
  logLevel: string;
  /** The address (or addresses, comma-separated) of the reverse proxy whose X-Forwarded-For is believed. */
  trustProxy?: string;
  /** Whether this instance serves /admin and runs scheduled publishes (ADMIN=off on all instances but one). */
  admin: boolean;
  /** PUBLIC_URL's origin, when it is set: the only one /admin takes writes from. */
  publicOrigin?: string;
  forms: {
    dataDir: string;
    rateLimitPerMinute?: number;
    capacity: Partial<CapacityLimits>;
    retentionDays?: number;
    mail?: MailSettings;
  };
}

export function serverSettings(projectRoot: string, site: Site, env: Env = process.env): ServerSettings {
  const logLevel = env.LOG_LEVEL?.trim() || "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel))
    throw new SettingsError("log-level-invalid", { value: logLevel });
  const trustProxy = env.TRUST_PROXY?.trim() || undefined;
  if (trustProxy && ["true", "1", "*", "yes"].includes(trustProxy.toLowerCase()))
    throw new SettingsError("trust-proxy-trusts-everyone", { value: trustProxy });
  const admin = (env.ADMIN?.trim() || "on").toLowerCase();
  if (!["on", "off"].includes(admin)) throw new SettingsError("admin-setting-invalid", { value: String(env.ADMIN) });
  return {
    port: number(env, "PORT", "a port number", "8080") ?? 4173,
    host: env.HOST?.trim() || "localhost",
    logLevel,
    trustProxy,
    admin: admin === "on",
    publicOrigin: publicOrigin(env),
    forms: {
      dataDir: formDataDir(projectRoot, env),
      rateLimitPerMinute: number(env, "FORM_RATE_LIMIT_PER_MINUTE", "a positive number of submissions", "10"),
      capacity: definedOnly({
        maxUploadsInProgress: number(env, "FORM_MAX_UPLOADS", "a positive number of uploads at once", "20"),
        dailyBytes: megabytes(env, "FORM_DAILY_QUOTA_MB", "1024"),
        dailyBytesPerAddress: megabytes(env, "FORM_ADDRESS_DAILY_QUOTA_MB", "50"),
        minFreeBytes: env.FORM_MIN_FREE_MB?.trim() === "0" ? 0 : megabytes(env, "FORM_MIN_FREE_MB", "100"),
      }),
      retentionDays: number(env, "FORM_RETENTION_DAYS", "a positive number of days", "365"),
      mail: mailSettings(env, site),
    },
  };
}
