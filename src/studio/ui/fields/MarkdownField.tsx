import { useEffect, useState } from "react";
import { Input, Tabs, Typography } from "@mantine/core";
import { GrowingTextarea } from "./GrowingTextarea.tsx";
import { api } from "../../api.ts";
import { words } from "../../words.ts";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, helpOf, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";

/** The HTML the site would show for a text, from the project's own Markdown renderer (sanitised), while its tab is open. */
function RenderedMarkdown({ text }: { text: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.markdown(text).then(
      (answer) => current && setHtml(answer.html),
      () => current && setHtml(null),
    );
    return () => {
      current = false;
    };
  }, [text]);
  if (!text.trim()) return <p>{words.markdownEmpty}</p>;
  return html === null ? null : (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is the project's own Markdown renderer's, sanitised with its allow-list (src/content/markdown.ts), from the editor's API. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/**
 * Long formatted text (a post's body, an answer): written in Markdown, with a rendered preview a tab away. The text box
 * stays in the page while the preview is shown, so that going back to it finds the cursor, the scroll and the
 * browser's own undo where they were; the preview is only asked for while its tab is open.
 */
export function MarkdownField(props: FieldProps) {
  const form = useFormFile();
  const problems = useProblemsAt(props.path);
  const [tab, setTab] = useState<string | null>("write");
  const text = typeof props.value === "string" ? props.value : "";
  const id = fieldId(props.path);
  return (
    <Input.Wrapper
      label={props.label}
      description={helpOf(props.node)}
      withAsterisk={props.required}
      labelProps={{ htmlFor: id }}
    >
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="write">{words.markdownWrite}</Tabs.Tab>
          <Tabs.Tab value="preview">{words.markdownPreview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <GrowingTextarea
            id={id}
            aria-label={props.label}
            description={words.markdownHelp}
            minRows={6}
            maxRows={24}
            value={text}
            error={errorOf(problems)}
            onChange={(event) =>
              form.edit(
                props.path,
                event.currentTarget.value === "" && !props.required ? undefined : event.currentTarget.value,
              )
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          {tab === "preview" && <RenderedMarkdown text={text} />}
        </Tabs.Panel>
      </Tabs>
      <FieldWarnings problems={problems} />
    </Input.Wrapper>
  );
}
