import { create } from 'zustand';

/** How long a success toast stays on screen. */
export const TOAST_MS = 4000;

interface ToastState {
  /** The message on screen, or null. `id` changes on every show, so a repeated message is announced again. */
  readonly toast: { readonly id: number; readonly message: string } | null;
  show: (message: string) => void;
  hide: () => void;
}

let nextId = 1;

/** The one success toast of the settings screens (the spec's success messages, section 8). */
export const useToast = create<ToastState>((set) => ({
  toast: null,
  show(message) {
    set({ toast: { id: nextId++, message } });
  },
  hide() {
    set({ toast: null });
  },
}));
