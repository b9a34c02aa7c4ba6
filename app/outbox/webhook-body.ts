/**
 * A Teams channel's webhook made with Workflows (Power Automate) answers at an address whose path
 * names the workflow and its trigger (`…/workflows/<id>/triggers/manual/paths/invoke`), on
 * logic.azure.com or powerplatform.com. It takes an Adaptive Card in a message, not the bare text.
 */
const TEAMS_WORKFLOW_PATH = /\/workflows\/[^/]+\/triggers\//i;

function isTeamsWorkflow(url: string): boolean {
  try {
    return TEAMS_WORKFLOW_PATH.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The JSON body for a chat webhook: `{"text": …}`, which Slack's incoming webhooks (and Teams'
 * older connector webhooks) take, or for a Teams Workflows webhook the same text as the one text
 * block of an Adaptive Card.
 */
export function webhookBody(url: string, text: string): unknown {
  if (!isTeamsWorkflow(url)) return { text };
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [{ type: "TextBlock", text, wrap: true }],
        },
      },
    ],
  };
}
