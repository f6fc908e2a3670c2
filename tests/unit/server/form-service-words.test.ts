import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ServiceErrors } from "../../../src/server/forms/answers.ts";
import { file, fileBytes, FormServiceFixture, serviceErrors, validContact } from "./form-service-fixture.ts";

/**
 * The service's own answers are site.json's words (labels.formServiceErrors), not words of the code: with every
 * sentence changed, each answer says the changed sentence, its placeholders filled in.
 */
const marked = { ...serviceErrors };
for (const key of Object.keys(marked) as (keyof ServiceErrors)[]) marked[key] = `[${key}] ${marked[key]}`;
const changed: ServiceErrors = {
  ...marked,
  notAFileField: "«{field.name}» is no file field.",
  oneFilePerField: "One file per field, {form.fileFields} fields.",
  tooManySubmissions: "Wait {wait} ({seconds} s).",
  fullToday: "Full today: write to {company.email}.",
};

let service: FormServiceFixture;
beforeEach(() => {
  service = new FormServiceFixture();
});
afterEach(() => service.close());

const pdf = (name: string) => file(fileBytes.pdf(100), name, "application/pdf");
const messagesOf = (body: Record<string, unknown>) => (body.errors as { message: string }[]).map((e) => e.message);

describe("the form service's answers come from site data", () => {
  it("every refusal a submission can get says site.json's sentence, its placeholders filled", async () => {
    await service.start({ serviceErrors: changed });
    const post = (...args: Parameters<FormServiceFixture["post"]>) => service.post(...args);

    expect(await post("/f/nope", validContact)).toMatchObject({
      status: 404,
      body: { errors: [{ code: "FORM_NOT_FOUND", message: changed.noSuchForm }] },
    });
    expect(await post("/p/other/f/contact", validContact)).toMatchObject({
      status: 404,
      body: { errors: [{ code: "PROJECT_NOT_FOUND", message: changed.noSuchProject }] },
    });
    expect(messagesOf((await post("/f/contact", [["_next", "/contact"]])).body)).toEqual([changed.empty]);
    expect(messagesOf((await post("/f/contact", [...validContact, ["resume", pdf("cv.pdf")]])).body)).toEqual([
      changed.noFiles,
    ]);
    expect(
      messagesOf(
        (
          await post("/f/apply", [
            ["email", "ada@example.com"],
            ["photo", pdf("cv.pdf")],
          ])
        ).body,
      ),
    ).toContain("«photo» is no file field.");
    expect(
      messagesOf(
        (
          await post("/f/apply", [
            ["email", "ada@example.com"],
            ["resume", pdf("one.pdf")],
            ["resume", pdf("two.pdf")],
          ])
        ).body,
      ),
    ).toEqual(["One file per field, 2 fields."]);

    const plain = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: "name=Ada",
      headers: { accept: "application/json", "content-type": "text/plain" },
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ errors: [{ message: changed.wrongFormat }] });
  });

  it("the service's limits: the rate limit's {wait} and {seconds}, a full day with {company.*} filled in", async () => {
    await service.start({ serviceErrors: changed, rateLimitPerMinute: 1 });
    expect((await service.post("/f/contact", validContact)).status).toBe(200);
    const limited = await service.post("/f/contact", validContact);
    expect(limited.status).toBe(429);
    expect(messagesOf(limited.body)).toEqual([expect.stringMatching(/^Wait \d+ (minute|seconds?) \(\d+ s\)\.$/)]);

    await service.start({ serviceErrors: changed, capacity: { minFreeBytes: 0, dailyBytes: 0 } });
    expect(await service.post("/f/contact", validContact)).toMatchObject({
      status: 507,
      body: { errors: [{ message: "Full today: write to hello@nerivo.ng." }] },
    });
  });

  it("a post without scripts gets the same sentence on its page", async () => {
    await service.start({ serviceErrors: changed });
    const response = await service.app.inject({
      method: "POST",
      url: "/f/nope",
      payload: new URLSearchParams(validContact).toString(),
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(`<li>${changed.noSuchForm}</li>`);
  });
});
