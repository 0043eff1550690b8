import { useEffect, type ReactNode } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { adminCopy } from "@content/admin.ts";

const t = adminCopy.editor.toolbar;

/**
 * The post body editor (TipTap on ProseMirror): formatted text in, HTML out.
 * It only offers what the public page styles and the server's sanitiser keeps
 * (paragraphs, level 2-3 headings, bold, italic, lists, quotes, links), so what
 * the writer sees is what readers get.
 */
export function RichTextEditor({ value, onChange, labelId }: { value: string; onChange: (html: string) => void; labelId: string }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto", "tel"], defaultProtocol: "https" },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        "aria-labelledby": labelId,
        "aria-multiline": "true",
        role: "textbox",
        class: "post-body min-h-[18rem] px-4 py-3 focus:outline-none",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });

  // A post loaded after the editor started (edit page) replaces the empty document once.
  useEffect(() => {
    if (editor && value && editor.isEmpty && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="overflow-hidden rounded-md border border-stone-300 bg-white shadow-sm focus-within:border-emerald-600 focus-within:ring-2 focus-within:ring-emerald-600/30">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes("link").href as string | undefined) ?? "";
    const href = window.prompt(t.linkPrompt, previous);
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-1 border-b border-stone-200 bg-stone-50 px-2 py-1.5">
      <Tool label={t.bold} active={editor.isActive("bold")} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </Tool>
      <Tool label={t.italic} active={editor.isActive("italic")} onClick={() => chain().toggleItalic().run()}>
        <i className="font-serif">I</i>
      </Tool>
      <Sep />
      <Tool label={t.h2} active={editor.isActive("heading", { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label={t.h3} active={editor.isActive("heading", { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Sep />
      <Tool label={t.bullet} active={editor.isActive("bulletList")} onClick={() => chain().toggleBulletList().run()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M9 6h11M9 12h11M9 18h11" />
          <circle cx="4.5" cy="6" r="1" fill="currentColor" />
          <circle cx="4.5" cy="12" r="1" fill="currentColor" />
          <circle cx="4.5" cy="18" r="1" fill="currentColor" />
        </svg>
      </Tool>
      <Tool label={t.ordered} active={editor.isActive("orderedList")} onClick={() => chain().toggleOrderedList().run()}>
        <span className="text-xs font-semibold">1.</span>
      </Tool>
      <Tool label={t.quote} active={editor.isActive("blockquote")} onClick={() => chain().toggleBlockquote().run()}>
        <span className="font-serif text-lg leading-none">&ldquo;</span>
      </Tool>
      <Tool label={t.link} active={editor.isActive("link")} onClick={setLink}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1" />
        </svg>
      </Tool>
      <Sep />
      <Tool label={t.undo} onClick={() => chain().undo().run()} disabled={!editor.can().undo()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3" />
        </svg>
      </Tool>
      <Tool label={t.redo} onClick={() => chain().redo().run()} disabled={!editor.can().redo()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M15 14l5-5-5-5M20 9H9a5 5 0 000 10h3" />
        </svg>
      </Tool>
    </div>
  );
}

function Sep() {
  return <span aria-hidden="true" className="mx-1 my-1 w-px bg-stone-300" />;
}

function Tool({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // A pointer press keeps the focus and the selection in the text, as in any word processor:
      // the writer can type at once, without waiting for the editor to take the focus back.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded text-sm text-stone-700 hover:bg-stone-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-40 ${active ? "bg-emerald-100 text-emerald-900" : ""}`}
    >
      {children}
    </button>
  );
}
