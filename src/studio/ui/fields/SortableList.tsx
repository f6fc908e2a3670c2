import { isValidElement, memo, useMemo, useRef, type ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Group, Stack } from "@mantine/core";
import { useCallbackRef } from "@mantine/hooks";
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { words } from "../../words.ts";

interface SortableListProps<T> {
  items: T[];
  /** What each entry is called, for its buttons ("Block 2: Hero"). */
  nameOf(index: number): string;
  /**
   * What an entry shows: one element of a component whose props hold everything it depends on (values, and functions
   * that stay the same), since an entry is drawn again only when those props change.
   */
  renderItem(item: T, index: number): ReactNode;
  onChange(next: T[]): void;
}

interface SortableRowProps {
  id: string;
  name: string;
  index: number;
  count: number;
  /** What the entry shows: one element, whose props say everything it depends on (see sameEntry). */
  children: ReactNode;
  /** The same functions at every drawing of the list (they read the list as it is when called). */
  move(from: number, to: number): void;
  remove(index: number): void;
}

/** Two props of an entry's element are the same: the same value, or lists of the same values (a field's path). */
const sameProp = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((part, i) => Object.is(part, b[i])));

/** The same element with the same props (a new element made from the same values is the same drawing). */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (!isValidElement(a) || !isValidElement(b)) return Object.is(a, b);
  if (a.type !== b.type || a.key !== b.key) return false;
  const [propsA, propsB] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(propsA);
  return keys.length === Object.keys(propsB).length && keys.every((key) => sameProp(propsA[key], propsB[key]));
}

/** Whether two drawings of an entry show the same thing: its place, its name, and the same element with the same props. */
function sameEntry(before: SortableRowProps, after: SortableRowProps): boolean {
  return (
    before.id === after.id &&
    before.name === after.name &&
    before.index === after.index &&
    before.count === after.count &&
    before.move === after.move &&
    before.remove === after.remove &&
    sameElement(before.children, after.children)
  );
}

type RowBodyProps = Omit<SortableRowProps, "id"> & {
  /** The drag handle's attributes and listeners (useSortable keeps them the same objects between drawings). */
  handle: Record<string, unknown>;
  setHandle(element: HTMLElement | null): void;
};

/**
 * What an entry shows: its handle and buttons, and its element. Apart from the row that holds it: the drag and drop
 * library draws every row again whenever the list is drawn (at each keystroke in any entry), and this part only when
 * the entry changes.
 */
const RowBody = memo(
  function RowBody({ name, index, count, children, move, remove, handle, setHandle }: RowBodyProps) {
    return (
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2}>
          <ActionIcon
            ref={setHandle}
            variant="subtle"
            color="gray"
            aria-label={words.dragHandle(name)}
            {...handle}
            style={{ cursor: "grab" }}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${words.moveUp}: ${name}`}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${words.moveDown}: ${name}`}
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${words.remove}: ${name}`}
            onClick={() => remove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Stack>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    );
  },
  (before, after) =>
    before.handle === after.handle &&
    before.setHandle === after.setHandle &&
    sameEntry({ ...before, id: "" }, { ...after, id: "" }),
);

/**
 * One entry, where it is dragged from and to. Drawn again when it changes (sameEntry), and by the drag and drop
 * library whenever the list is; what it shows (RowBody) only when it changes, so a keystroke in one entry, or
 * anywhere else in the form, leaves the other entries as they are, which on a page of many blocks is most of the
 * work a keystroke would otherwise cost.
 */
const SortableRow = memo(function SortableRow({ id, ...body }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners]);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <RowBody {...body} handle={handle} setHandle={setActivatorNodeRef} />
    </div>
  );
}, sameEntry);

/**
 * The sensors' options, the same objects at every drawing: new ones would make new sensors, and with them new
 * listeners on every handle, which would draw every entry again at each keystroke.
 */
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

let keysMade = 0;

/**
 * A key per entry that moves with it when this list moves or removes entries: the moved entry keeps its inputs, and
 * the focus stays on the entry moved (a key by place would give its inputs to the entry now there). Entries added or
 * removed by other means (Add, undo) take or drop keys at the end.
 */
function useEntryKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length > length) keys.current = keys.current.slice(0, length);
  while (keys.current.length < length) keys.current = [...keys.current, `entry-${keysMade++}`];
  return keys;
}

/**
 * A list whose entries move by dragging their handle (with the mouse, or from the keyboard: space, arrows, space) or
 * with up and down buttons, and are removed with a button. Used for every list of a form and for a page's blocks.
 */
export function SortableList<T>({ items, nameOf, renderItem, onChange }: SortableListProps<T>) {
  // Not by value: an entry being typed in is a new value at every keystroke, and must keep its inputs.
  const entryKeys = useEntryKeys(items.length);
  const keys = entryKeys.current;
  const sensors = useSensors(useSensor(PointerSensor, pointerOptions), useSensor(KeyboardSensor, keyboardOptions));
  // The entries' buttons call these, which stay the same functions and act on the list as it is then.
  const move = useCallbackRef((from: number, to: number) => {
    entryKeys.current = arrayMove(entryKeys.current, from, to);
    onChange(arrayMove(items, from, to));
  });
  const remove = useCallbackRef((index: number) => {
    entryKeys.current = entryKeys.current.filter((_, i) => i !== index);
    onChange(items.filter((_, i) => i !== index));
  });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack gap="sm">
          {items.map((item, index) => (
            <SortableRow
              key={keys[index]}
              id={keys[index]}
              name={nameOf(index)}
              index={index}
              count={items.length}
              move={move}
              remove={remove}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
