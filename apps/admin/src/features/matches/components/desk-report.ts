/**
 * How each desk action tells the operator what happened: the success text of the action's message
 * key, or the server's refusal as it was sent.
 */
export type DeskReport = {
  handlers: (successKey: string) => { onSuccess: () => void; onError: (error: unknown) => void };
};
