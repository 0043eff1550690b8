import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesTe: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "బ్లాగ్", description: "భూసార శాస్త్రం, సేంద్రియ వ్యవసాయం, కొత్త వ్యవసాయ సాంకేతికత, రైతుల విజయాలపై వ్యాసాలు." },
    hero: { eyebrow: "బ్లాగ్", title: "పొలాల నుంచి కథలు", subtitle: "భూసార శాస్త్రం, సేంద్రియ వ్యవసాయం, కొత్త సాంకేతికత, రైతుల విజయ గాథలు." },
  },
};
