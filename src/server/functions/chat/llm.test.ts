import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSystemPrompt, createAssistant, llmConfigFromEnv } from "./llm.server.ts";
import { TEST_CONTACTS } from "../../../../tests/server/assistant-fixtures.ts";

interface Seen {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

/** A tiny OpenAI-compatible server on loopback; the first path segment picks its behaviour. */
let server: Server;
let base = "";
const seen: Seen[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString("utf8")));
    req.on("end", () => resolve(data));
  });
}

const completion = (content: string) => JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const mode = (req.url ?? "").split("/")[1];
      seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(raw || "{}") as Seen["body"] });
      const send = (status: number, body: string) => {
        if (res.writableEnded || res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" }).end(body);
      };
      if (mode === "ok") send(200, completion("  A test costs ₹300-₹500 per sample. See /find-clinic.  "));
      else if (mode === "slow") setTimeout(() => send(200, completion("too late")), 1500).unref();
      else if (mode === "fail") send(500, JSON.stringify({ error: "boom" }));
      else if (mode === "empty") send(200, completion("   "));
      else if (mode === "garbage") send(200, "not json");
      else send(404, "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const env = (mode: string) => ({ LLM_BASE_URL: `${base}/${mode}/v1/`, LLM_API_KEY: "sk-test", LLM_MODEL: "tiny-model" });
/** The retrieval answer, built once: building an assistant takes long enough to spoil a timing. */
let price: string | undefined;
const retrievalPrice = () => (price ??= createAssistant({ contacts: TEST_CONTACTS, env: {} }).retrieval.answer("What are your testing prices?").text);

describe("LLM path", () => {
  it("is off unless all three variables are set", () => {
    expect(llmConfigFromEnv({})).toBeUndefined();
    expect(llmConfigFromEnv({ LLM_BASE_URL: "http://x", LLM_API_KEY: "k" })).toBeUndefined();
    expect(llmConfigFromEnv({ LLM_BASE_URL: "http://x/", LLM_API_KEY: "k", LLM_MODEL: " " })).toBeUndefined();
    expect(llmConfigFromEnv({ LLM_BASE_URL: "http://x/v1/", LLM_API_KEY: "k", LLM_MODEL: "m" })).toEqual({
      baseUrl: "http://x/v1",
      apiKey: "k",
      model: "m",
    });
    expect(createAssistant({ contacts: TEST_CONTACTS, env: {} }).llmEnabled).toBe(false);
  });

  it("without the LLM, replies with the retrieval answer and makes no call", async () => {
    const calls: unknown[] = [];
    const a = createAssistant({ contacts: TEST_CONTACTS, env: {}, fetch: ((...args: unknown[]) => (calls.push(args), Promise.reject(new Error("no")))) as typeof fetch });
    expect(await a.reply("What are your testing prices?", { name: "Asha" })).toBe(retrievalPrice());
    expect(calls).toEqual([]);
  });

  it("asks the endpoint, grounded in the top passages, and returns its trimmed reply", async () => {
    seen.length = 0;
    const a = createAssistant({ contacts: TEST_CONTACTS, env: env("ok") });
    expect(a.llmEnabled).toBe(true);
    expect(await a.reply("What are your testing prices?", { name: "Asha Devi" })).toBe("A test costs ₹300-₹500 per sample. See /find-clinic.");
    expect(seen).toHaveLength(1);
    const call = seen[0]!;
    expect(call.path).toBe("/ok/v1/chat/completions");
    expect(call.authorization).toBe("Bearer sk-test");
    expect(call.body.model).toBe("tiny-model");
    const [system, user] = call.body.messages ?? [];
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("₹300-₹500 per sample");
    expect(system?.content).toContain("+91 11 2222 3333");
    expect(system?.content).toContain("Asha");
    expect(system?.content.match(/^\[\d\] /gm)).toHaveLength(4);
    expect(user).toEqual({ role: "user", content: "What are your testing prices?" });
  });

  it("falls back to retrieval when the endpoint is slow (timeout)", async () => {
    const errors: unknown[] = [];
    const a = createAssistant({ contacts: TEST_CONTACTS, env: env("slow"), timeoutMs: 200, onLlmError: (e) => errors.push(e) });
    const expected = retrievalPrice();
    const started = Date.now();
    const reply = await a.reply("What are your testing prices?");
    expect(Date.now() - started).toBeLessThan(1200);
    expect(reply).toBe(expected);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).name).toBe("TimeoutError");
  });

  it("falls back to retrieval on a 500", async () => {
    const errors: unknown[] = [];
    const a = createAssistant({ contacts: TEST_CONTACTS, env: env("fail"), onLlmError: (e) => errors.push(e) });
    expect(await a.reply("What are your testing prices?")).toBe(retrievalPrice());
    expect(String(errors[0])).toContain("500");
  });

  it("falls back to retrieval on an empty reply or a bad body", async () => {
    for (const mode of ["empty", "garbage"]) {
      const a = createAssistant({ contacts: TEST_CONTACTS, env: env(mode) });
      expect(await a.reply("What are your testing prices?")).toBe(retrievalPrice());
    }
  });

  it("falls back to retrieval when the endpoint cannot be reached", async () => {
    const a = createAssistant({ contacts: TEST_CONTACTS, env: { ...env("ok"), LLM_BASE_URL: "http://127.0.0.1:1" } });
    expect(await a.reply("What are your testing prices?")).toBe(retrievalPrice());
  });

  it("answers greetings, empty input and unknown questions without the model", async () => {
    seen.length = 0;
    const a = createAssistant({ contacts: TEST_CONTACTS, env: env("ok") });
    expect(await a.reply("namaste", { name: "Asha" })).toContain("Hello Asha!");
    expect(await a.reply("   ")).toContain("Please type your question");
    expect(await a.reply("asdf qwerty zxcv")).toContain("I don't know");
    expect(seen).toEqual([]);
  });

  it("builds a prompt that tells the model to stay within the facts", () => {
    const retrieval = createAssistant({ contacts: TEST_CONTACTS, env: {} }).retrieval;
    const passages = retrieval.retrieve("start a clinic", 4).map((h) => h.passage);
    const prompt = buildSystemPrompt(retrieval.factsIn("en"), passages);
    expect(prompt).toContain("Answer ONLY from the facts below");
    expect(prompt).toContain("₹75,000 plus GST");
    expect(prompt).toContain("hello@soil.test");
  });

  it("asks for the answer in the question's language and script, with that language's pages", () => {
    const retrieval = createAssistant({ contacts: TEST_CONTACTS, env: {} }).retrieval;
    const passages = retrieval.retrieve("मिट्टी जाँच का दाम", 2, "hi").map((h) => h.passage);
    const prompt = buildSystemPrompt(retrieval.factsIn("hi"), passages, null, "hi");
    expect(prompt).toContain("Answer in simple Hindi, in its own script");
    expect(prompt).toContain("(page /hi/find-clinic)");
    expect(prompt).toContain("रविवार बंद");
    expect(prompt).toContain("contact form /hi/contact");
  });
});
