import { useId, useState } from "react";
import { buttonStyles } from "~/components/admin/ui.tsx";
import { adminRoutingCopy } from "@content/admin-routing.ts";

const f = adminRoutingCopy.rules.form;

/** Several values picked from a long list (states, districts): type, pick from the suggestions, add; each shown as a removable chip. */
export function ChipsInput(props: { id: string; label: string; hint?: string; options: readonly string[]; values: string[]; onChange: (values: string[]) => void }) {
  const { id, label, hint, options, values, onChange } = props;
  const [text, setText] = useState("");
  const listId = `${id}-options`;
  const hintId = `${id}-hint`;
  const add = () => {
    const wanted = text.trim().toLowerCase();
    const match = options.find((o) => o.toLowerCase() === wanted);
    if (!match || values.includes(match)) return;
    onChange([...values, match]);
    setText("");
  };
  const known = options.some((o) => o.toLowerCase() === text.trim().toLowerCase());
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <div className="flex gap-2">
        <input
          id={id}
          list={listId}
          value={text}
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className="block w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30"
        />
        <button type="button" className={buttonStyles.secondary} onClick={add} disabled={!known}>
          {f.add}
        </button>
      </div>
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
      {values.length ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={label}>
          {values.map((v) => (
            <li key={v} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 py-0.5 pl-3 pr-1 text-sm text-emerald-900 ring-1 ring-emerald-200">
              {v}
              <button type="button" className="rounded-full px-1.5 text-emerald-900 hover:bg-emerald-100" aria-label={f.remove(v)} onClick={() => onChange(values.filter((x) => x !== v))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A group of checkboxes for a small fixed list (user types, sources, languages). */
export function CheckGroup<T extends string>(props: { legend: string; options: ReadonlyArray<{ value: T; label: string }>; values: readonly T[]; onChange: (values: T[]) => void }) {
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-stone-800">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {props.options.map((o) => (
          <label key={o.value} className="inline-flex min-h-8 items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              className="h-4 w-4"
              checked={props.values.includes(o.value)}
              onChange={(e) => props.onChange(e.target.checked ? [...props.values, o.value] : props.values.filter((v) => v !== o.value))}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
