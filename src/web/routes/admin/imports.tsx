import { useSession } from "~/features/auth/auth-context.tsx";
import { useMe } from "~/features/admin-team/use-role.ts";
import { AdminsOnly, PageHeader } from "~/components/admin/ui.tsx";
import { ImportScreen } from "~/features/admin-imports/ImportScreen.tsx";
import { adminCopy } from "@content/admin.ts";
import { adminImportsCopy as copy } from "@content/admin-imports.ts";

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Lead imports (admins only): a sheet previewed, imported in the background, undone as one step. */
export default function Imports() {
  const { client } = useSession();
  const me = useMe(client);
  if (!me) return <p className="text-stone-600">{adminCopy.loading}</p>;
  if (me.role !== "admin") return <AdminsOnly title={copy.title} message={copy.onlyAdmins} />;
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      <ImportScreen staff={client} />
    </>
  );
}
