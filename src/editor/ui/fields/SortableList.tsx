import { useRef, type ReactNode } from "react";
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
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { words } from "../../words.ts";

interface SortableListProps<T> {
  items: T[];
  /** What each entry is called, for its buttons ("Block 2: Hero"). */
  nameOf(index: number): string;
  renderItem(item: T, index: number): ReactNode;
  onChange(next: T[]): void;
}

function SortableRow({
  id,
  name,
  index,
  count,
  children,
  move,
  remove,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  children: ReactNode;
  move(to: number): void;
  remove(): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={words.dragHandle(name)}
            {...attributes}
            {...listeners}
            style={{ cursor: "grab" }}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${words.moveUp}: ${name}`}
            disabled={index === 0}
            onClick={() => move(index - 1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${words.moveDown}: ${name}`}
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`${words.remove}: ${name}`} onClick={remove}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Stack>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </div>
  );
}

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    entryKeys.current = arrayMove(keys, from, to);
    onChange(arrayMove(items, from, to));
  };
  const remove = (index: number) => {
    entryKeys.current = keys.filter((_, i) => i !== index);
    onChange(items.filter((_, i) => i !== index));
  };
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
              move={(to) => move(index, to)}
              remove={() => remove(index)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
