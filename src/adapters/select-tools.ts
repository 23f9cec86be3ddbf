import type { AnyTool, Plugin } from '../world/define.js';
import { ToolworldError } from '../world/errors.js';

/** Anything that offers tools: a `World`, a plugin list, a tool list, or a name → tool map. */
export type ToolSource =
  | { readonly tools: ReadonlyMap<string, AnyTool>; readonly plugins?: readonly Plugin[] }
  | ReadonlyMap<string, AnyTool>
  | readonly (AnyTool | Plugin)[];

/**
 * ToolTalk's `--api_mode` (spec §8): `exact` offers the conversation's `apis_used` in that order;
 * `suite` offers every tool of each `suites_used` plugin, plugins in `suites_used` order and tools
 * in each plugin's own order; `all` offers every tool, plugin after plugin, each plugin's tools by
 * name (ToolTalk's canonical order).
 */
export type ToolTalkMode = 'exact' | 'suite' | 'all';

/** Which tools to offer, and in which order. With none of these: every tool, in the source's order. */
export interface ToolSelection {
  /** Tool names, in the order to offer them. */
  readonly names?: readonly string[];
  /** Plugin names: their tools, plugin after plugin, each in its plugin's order. */
  readonly plugins?: readonly string[];
  /** ToolTalk's documentation mode; `exact` and `suite` need `conversation`. */
  readonly mode?: ToolTalkMode;
  /** The conversation a `mode` of `exact` or `suite` reads its `apis_used` / `suites_used` from. */
  readonly conversation?: { readonly apis_used: readonly string[]; readonly suites_used: readonly string[] };
}

function isPlugin(value: AnyTool | Plugin): value is Plugin {
  return Array.isArray((value as Plugin).tools);
}

/** The source's tools in its own order, and its plugins (derived from the tools when not given). */
function readSource(source: ToolSource): { tools: AnyTool[]; plugins: Map<string, AnyTool[]> } {
  let tools: AnyTool[];
  let declared: readonly Plugin[] | undefined;
  if (Array.isArray(source)) {
    const items = source as readonly (AnyTool | Plugin)[];
    tools = items.flatMap((item) => (isPlugin(item) ? item.tools : [item]));
    declared = items.every(isPlugin) ? (items as readonly Plugin[]) : undefined;
  } else if (source instanceof Map) {
    tools = [...(source as ReadonlyMap<string, AnyTool>).values()];
  } else {
    const world = source as { tools: ReadonlyMap<string, AnyTool>; plugins?: readonly Plugin[] };
    tools = [...world.tools.values()];
    declared = world.plugins;
  }
  const plugins = new Map<string, AnyTool[]>();
  if (declared !== undefined) {
    for (const plugin of declared) plugins.set(plugin.name, [...plugin.tools]);
  } else {
    for (const tool of tools) {
      const list = plugins.get(tool.plugin) ?? [];
      list.push(tool);
      plugins.set(tool.plugin, list);
    }
  }
  return { tools, plugins };
}

function pickByName(tools: readonly AnyTool[], names: readonly string[]): AnyTool[] {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return names.map((name) => {
    const tool = byName.get(name);
    if (tool === undefined) {
      const known = [...byName.keys()];
      const lower = name.toLowerCase();
      const close = known.filter((candidate) => {
        const other = candidate.toLowerCase();
        return other.includes(lower) || lower.includes(other) || other.slice(0, 4) === lower.slice(0, 4);
      });
      const hint = close.length > 0 ? `did you mean ${close.join(', ')}? ` : '';
      throw new ToolworldError('unknown-tool', `selectTools: no tool named '${name}'; ${hint}tools: ${known.join(', ')}`);
    }
    return tool;
  });
}

function pickByPlugin(plugins: ReadonlyMap<string, AnyTool[]>, names: readonly string[]): AnyTool[] {
  return names.flatMap((name) => {
    const tools = plugins.get(name);
    if (tools === undefined) {
      throw new ToolworldError('invalid-option', `selectTools: no plugin named '${name}'; plugins: ${[...plugins.keys()].join(', ')}`);
    }
    return tools;
  });
}

/**
 * The `all` order: plugin after plugin, each plugin's tools sorted by name. It is how ToolTalk lists
 * its 28 tools (its canonical order), and it needs no list of names to apply to anyone's plugins.
 */
function inCanonicalOrder(plugins: ReadonlyMap<string, AnyTool[]>): AnyTool[] {
  return [...plugins.values()].flatMap((tools) => [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
}

/**
 * Picks the tools to show a model: by names, by plugins, or by ToolTalk's documentation modes.
 * Each tool appears once, at its first position. Unknown names are an error that lists what exists.
 *
 * @example
 * const tools = selectTools(world, { mode: 'suite', conversation }); // ToolTalk's --api_mode suite
 * const two = selectTools(world, { names: ['UserLogin', 'AddAlarm'] });
 */
export function selectTools(source: ToolSource, selection: ToolSelection = {}): AnyTool[] {
  const given = [selection.names, selection.plugins, selection.mode].filter((value) => value !== undefined);
  if (given.length > 1) {
    throw new ToolworldError('invalid-option', 'selectTools: give one of names, plugins and mode, not several');
  }
  const { tools, plugins } = readSource(source);
  let picked: AnyTool[];
  if (selection.names !== undefined) {
    picked = pickByName(tools, selection.names);
  } else if (selection.plugins !== undefined) {
    picked = pickByPlugin(plugins, selection.plugins);
  } else if (selection.mode === undefined) {
    picked = tools;
  } else if (selection.mode === 'all') {
    picked = inCanonicalOrder(plugins);
  } else if (selection.mode === 'exact' || selection.mode === 'suite') {
    const conversation = selection.conversation;
    if (conversation === undefined) {
      throw new ToolworldError('invalid-option', `selectTools: mode '${selection.mode}' reads the conversation's apis_used/suites_used; pass conversation`);
    }
    picked =
      selection.mode === 'exact'
        ? pickByName(tools, conversation.apis_used)
        : pickByPlugin(plugins, conversation.suites_used);
  } else {
    throw new ToolworldError('invalid-option', `selectTools: mode must be 'exact', 'suite' or 'all', got ${JSON.stringify(selection.mode)}`);
  }
  return [...new Map(picked.map((tool) => [tool.name, tool])).values()];
}
