import type { DocumentationOptions } from './json-schema.js';
import type { ToolSelection } from './select-tools.js';

/** Options shared by the tool-list formats: which tools, in which order, and whether documented. */
export interface ToolFormatOptions extends ToolSelection, DocumentationOptions {}
