import type { Dispatch } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import type { Locale } from "@content/i18n";
import { ApiError, checkPhoneCode, requestPhoneCode } from "./api";
import type { ChatAction, PhoneVerify as VerifyState, VerifyProblem } from "./chat-state";
import { fieldClass } from "./LeadForm";

const KNOWN: readonly string[] = ["wrong_code", "code_expired", "too_many_tries", "too_many_codes"];

/** The server's reason for a refusal (its error code), or "failed" for anything else. */
const problemOf = (err: unknown): VerifyProblem => (err instanceof ApiError && err.code && KNOWN.includes(err.code) ? (err.code as VerifyProblem) : "failed");

export interface PhoneVerifyProps {
  t: ChatWidgetCopy["verify"];
  idPrefix: string;
  /** The phone as typed in the form. */
  phone: string;
  verify: VerifyState;
  language: Locale;
  dispatch: Dispatch<ChatAction>;
}

/** Tries a code has on the server (telephony/otp.ts OTP_RULES.tries). */
const CODE_TRIES = 3;

/**
 * "Verify with a code" under the phone field: optional, never in the way of
 * starting the chat. The code comes by SMS; the server answers a proof that
 * the lead carries, so the desk sees the phone as verified.
 */
export function PhoneVerify({ t, idPrefix, phone, verify, language, dispatch }: PhoneVerifyProps) {
  if (phone.replace(/\D/g, "").length < 10) return null;
  const send = async () => {
    dispatch({ type: "verify-sending" });
    try {
      const sent = await requestPhoneCode(phone, language);
      dispatch({ type: "verify-sent", channel: sent.channel ?? "sms" });
    } catch (err) {
      dispatch({ type: "verify-failed", problem: problemOf(err) });
    }
  };
  const check = async () => {
    if (verify.code.length !== 6) return dispatch({ type: "verify-failed", problem: "wrong_code" });
    dispatch({ type: "verify-checking" });
    try {
      const { proof } = await checkPhoneCode(verify.phone, verify.code);
      dispatch({ type: "verified", proof });
    } catch (err) {
      const problem = problemOf(err);
      dispatch({ type: "verify-failed", problem, wrongTry: problem === "wrong_code" });
    }
  };
  // The server allows three tries per code; a wrong one says how many are left.
  const left = CODE_TRIES - (verify.wrong ?? 0);
  const problemText = verify.problem === "wrong_code" && (verify.wrong ?? 0) > 0 ? (left > 0 ? t.wrongCodeLeft(left) : t.problems.too_many_tries) : verify.problem ? t.problems[verify.problem] : "";
  const problem = verify.problem && (
    <p id={`${idPrefix}-code-problem`} role="alert" className="text-sm text-red-800" data-testid="chat-verify-problem">
      {problemText}
    </p>
  );
  const linkButton = "min-h-11 rounded-full border border-forest-700 px-4 text-sm font-semibold text-forest-900 hover:bg-forest-50 disabled:opacity-70";

  if (verify.step === "verified") {
    return (
      <p role="status" className="rounded-lg bg-forest-50 px-3 py-2 font-medium text-forest-900" data-testid="chat-phone-verified">
        ✓ {t.verified}
      </p>
    );
  }
  if (verify.step === "idle" || verify.step === "sending") {
    return (
      <div className="space-y-1">
        <button type="button" className={linkButton} disabled={verify.step === "sending"} onClick={() => void send()} data-testid="chat-verify-offer">
          {verify.step === "sending" ? t.sending : t.offer}
        </button>
        <p className="text-xs text-soil-700">{t.hint}</p>
        {problem}
      </div>
    );
  }
  return (
    <div className="space-y-2 rounded-lg border border-forest-200 bg-white p-3">
      <p role="status" className="text-soil-800">
        {verify.channel === "whatsapp" ? t.sentWhatsApp : t.sent}
      </p>
      <label className="block font-medium">
        {t.codeLabel}
        <input
          className={fieldClass}
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={verify.code}
          aria-invalid={verify.problem ? true : undefined}
          aria-describedby={verify.problem ? `${idPrefix}-code-problem` : undefined}
          onChange={(e) => dispatch({ type: "verify-code", code: e.target.value })}
          onKeyDown={(e) => {
            // Enter checks the code instead of starting the chat.
            if (e.key === "Enter") {
              e.preventDefault();
              void check();
            }
          }}
          data-testid="chat-verify-code"
        />
      </label>
      {problem}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={linkButton} disabled={verify.step === "checking"} onClick={() => void check()} data-testid="chat-verify-check">
          {verify.step === "checking" ? t.checking : t.check}
        </button>
        <button type="button" className="min-h-11 px-2 text-sm text-forest-800 underline" onClick={() => void send()}>
          {t.resend}
        </button>
      </div>
    </div>
  );
}
