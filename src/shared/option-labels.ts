/** A form's option list with each choice's label in the page's language (the stored value stays). */
export function withLabels<O extends { value: string; label: string }>(options: readonly O[], labels: Readonly<Record<string, string>>): O[] {
  return options.map((o) => ({ ...o, label: labels[o.value] ?? o.label }));
}
