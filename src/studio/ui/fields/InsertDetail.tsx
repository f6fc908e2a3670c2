import { Button, Menu } from "@mantine/core";
import { itemWordsOf } from "../../../core/content/collection-words.ts";
import { derivedCompanyFields } from "../../../core/validation/tokens.ts";
import { fileValue } from "../../state/editor-state.ts";
import { useEditorSelector } from "../../state/editor-store.ts";
import { siteOf } from "../../state/file-titles.ts";
import { words } from "../../words.ts";
import { useFormFile } from "./field-context.tsx";

type Json = Record<string, unknown>;

/** The details a text may name, each by its name and its placeholder: the company's, this year, the page's item's. */
function detailsOf(site: unknown, page: unknown, schemas: Record<string, Json | undefined>, names: string[]) {
  const company = ((site as Json | null)?.company ?? {}) as Json;
  const companyKeys = [
    ...Object.keys(company).filter((key) => ["string", "number"].includes(typeof company[key])),
    ...derivedCompanyFields,
  ];
  const details = companyKeys.map((key) => ({ label: words.companyDetail(key), token: `{company.${key}}` }));
  details.push({ label: words.thisYear, token: "{year}" });
  // Those the schema names for this text alone ("page.number" in a listing's label), but not those drawn from the file.
  for (const name of names.filter((candidate) => !candidate.includes("{")))
    details.push({ label: words.namedDetail(name), token: `{${name}}` });
  const collection = (page as Json | undefined)?.collection;
  if (typeof collection === "string") {
    const schema = schemas[`collections/${collection}.schema.json`];
    const item = itemWordsOf(schemas, collection)?.short;
    const properties = (schema?.properties ?? {}) as Record<string, Json>;
    for (const [key, field] of Object.entries(properties))
      if (key !== "$schema" && (field.type === "string" || field.type === "number") && !field.markdown)
        details.push({ label: words.itemDetail(key, item), token: `{item.${key}}` });
  }
  return details;
}

/**
 * "Insert a detail": the company's name, phone, e-mail, ... (and on a page of one address per item, the item's title,
 * ...) put into the text where the cursor is, by name, as the placeholder the site fills in. Nobody needs to know
 * what to write between braces.
 */
export function InsertDetail({
  inputId,
  text,
  names,
  onChange,
}: {
  inputId: string;
  text: string;
  /** The placeholders the schema names for this text, besides the company's and the item's. */
  names: string[];
  onChange(next: string): void;
}) {
  const { file } = useFormFile();
  const site = useEditorSelector(siteOf);
  const page = useEditorSelector((state) => fileValue(state, file));
  const schemas = useEditorSelector((state) => state.schemas);
  const insert = (token: string) => {
    const input = document.getElementById(inputId) as HTMLInputElement | HTMLTextAreaElement | null;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    onChange(`${text.slice(0, start)}${token}${text.slice(end)}`);
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-xs" variant="subtle" mt={4}>
          {words.insertDetail}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: "auto" }}>
        {detailsOf(site, page, schemas, names).map((detail) => (
          <Menu.Item key={detail.token} onClick={() => insert(detail.token)}>
            {detail.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
