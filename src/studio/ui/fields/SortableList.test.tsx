import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { words } from "../../words.ts";
import { SortableList } from "./SortableList.tsx";

/** An entry's content that counts how often it is drawn, by its text. */
const drawn = new Map<string, number>();
function Entry({ text }: { text: string }) {
  drawn.set(text, (drawn.get(text) ?? 0) + 1);
  return <span>{text}</span>;
}

/** A list as a form holds it: its own state, a new list at every change, as a keystroke in one entry makes it. */
function List({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <SortableList
        items={items}
        nameOf={(index) => `Entry ${index + 1}`}
        renderItem={(text) => <Entry text={text} />}
        onChange={setItems}
      />
      <button type="button" onClick={() => setItems((list) => [`${list[0]}!`, ...list.slice(1)])}>
        Type into the first
      </button>
    </>
  );
}

describe("SortableList", () => {
  it("draws again only the entry that changed, not the others, at a keystroke in one of them", () => {
    drawn.clear();
    render(
      <MantineProvider>
        <List initial={["one", "two", "three"]} />
      </MantineProvider>,
    );
    expect([...drawn.values()]).toEqual([1, 1, 1]);
    fireEvent.click(screen.getByRole("button", { name: "Type into the first" }));
    fireEvent.click(screen.getByRole("button", { name: "Type into the first" }));
    expect(screen.getByText("one!!")).toBeInTheDocument();
    // The two others were not drawn again.
    expect(Object.fromEntries(drawn)).toEqual({ one: 1, "one!": 1, "one!!": 1, two: 1, three: 1 });
  });

  it("keeps the same drag listeners on the other entries' handles at a keystroke, so their buttons are not drawn again", () => {
    render(
      <MantineProvider>
        <List initial={["one", "two", "three"]} />
      </MantineProvider>,
    );
    // What React holds as the handle's props (its event listeners among them): new sensors at each drawing of the
    // list would give every handle new listeners, and draw every entry's buttons again.
    const handleProps = () => {
      const handle = screen.getByRole("button", { name: words.dragHandle("Entry 2") }) as unknown as Record<
        string,
        unknown
      >;
      const key = Object.keys(handle).find((name) => name.startsWith("__reactProps$"))!;
      return handle[key] as { onPointerDown?: unknown; onKeyDown?: unknown };
    };
    const before = handleProps();
    expect(before.onPointerDown).toBeInstanceOf(Function);
    fireEvent.click(screen.getByRole("button", { name: "Type into the first" }));
    expect(handleProps().onPointerDown).toBe(before.onPointerDown);
    expect(handleProps().onKeyDown).toBe(before.onKeyDown);
  });

  it("moves an entry with its buttons, and removes one, keeping each entry's name on its buttons", () => {
    render(
      <MantineProvider>
        <List initial={["one", "two", "three"]} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move down: Entry 1" }));
    expect(screen.getAllByText(/^(one|two|three)$/).map((entry) => entry.textContent)).toEqual(["two", "one", "three"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove: Entry 3" }));
    expect(screen.getAllByText(/^(one|two|three)$/).map((entry) => entry.textContent)).toEqual(["two", "one"]);
    expect(screen.getByRole("button", { name: "Move down: Entry 2" })).toBeDisabled();
  });
});
