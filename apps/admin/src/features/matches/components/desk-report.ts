/**
 * How each desk action tells the operator what happened: the success text of the action's message
 * key, or the server's refusal as it was sent. An action that reports beside its own buttons (the
 * rate's undo line) clears the page's notice, so the desk never shows two outcomes at once.
 */
export type DeskReport = {
  handlers: (successKey: string) => { onSuccess: () => void; onError: (error: unknown) => void };
  clear: () => void;
};
