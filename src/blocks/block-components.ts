import { blockTypesIn } from "./block-types-in.ts";
import { blockLoaders, loadedWhenNearViewport, type BlockComponent, type BlockType } from "./registry.ts";

interface Entry {
  /** Settles when the component has loaded; stable, so React's use() can wait on it across renders. */
  promise: Promise<BlockComponent>;
  resolve: (component: BlockComponent) => void;
  reject: (error: unknown) => void;
  component?: BlockComponent;
  started: boolean;
}

const entries = new Map<BlockType, Entry>();

function entryOf(type: BlockType): Entry {
  let entry = entries.get(type);
  if (!entry) {
    let resolve!: Entry["resolve"];
    let reject!: Entry["reject"];
    const promise = new Promise<BlockComponent>((onLoaded, onFailed) => ((resolve = onLoaded), (reject = onFailed)));
    entry = { promise, resolve, reject, started: false };
    entries.set(type, entry);
  }
  return entry;
}

export function isBlockType(type: string): type is BlockType {
  // hasOwn: a type such as "constructor" must not find Object.prototype's members.
  return Object.hasOwn(blockLoaders, type);
}

/** Loads a block type's component, once; afterwards `loadedBlockComponent` returns it synchronously. */
export function loadBlockComponent(type: BlockType): Promise<BlockComponent> {
  const entry = entryOf(type);
  if (!entry.started) {
    entry.started = true;
    (blockLoaders[type] as () => Promise<BlockComponent>)().then((component) => {
      entry.component = component;
      entry.resolve(component);
    }, entry.reject);
  }
  return entry.promise;
}

/**
 * Loads the components of these blocks before they render, so rendering never waits and no fallback replaces
 * prerendered HTML. With `deferHeavy`, the blocks that load near the viewport are left for later.
 */
export async function loadBlockComponents(blocks: { type: string }[], { deferHeavy = false } = {}): Promise<void> {
  const types = new Set(blockTypesIn(blocks).filter(isBlockType));
  await Promise.all([...types].filter((type) => !(deferHeavy && loadedWhenNearViewport.has(type))).map(loadBlockComponent));
}

/** The component of a block type if its code has loaded, else undefined. */
export function loadedBlockComponent(type: BlockType): BlockComponent | undefined {
  return entries.get(type)?.component;
}

/** The component once it has loaded, whoever starts the loading. */
export function blockComponentWhenLoaded(type: BlockType): Promise<BlockComponent> {
  return entryOf(type).promise;
}
