/**
 * The event the content textarea receives when its value is replaced from outside (a restored
 * draft), so the visual editor reloads it. Kept apart from the editor so the form can send it
 * without loading the editor.
 */
export const CONTENT_REPLACED = "rich-text:replaced";
