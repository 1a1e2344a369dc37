// The global error toast (docs/product.md#error-messages): one toast at a time, newest wins.
import { create } from 'zustand';
import type { IpcError } from '../../../shared/ipc';
import { describeError, TOAST_TITLES, type ErrorCategory } from '../lib/errors';

export interface Toast {
  id: number;
  category: ErrorCategory;
  title: string;
  message: string;
  suggestion?: string;
  retryable: boolean;
}

interface ToastState {
  toast: Toast | null;
  show: (toast: Omit<Toast, 'id' | 'title'>) => void;
  showError: (error: IpcError | string, suggestion?: string) => void;
  dismiss: () => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toast: null,
  show: (toast) => set({ toast: { ...toast, id: nextId++, title: TOAST_TITLES[toast.category] } }),
  showError: (error, suggestion) => {
    const described = describeError(error);
    set({
      toast: { ...described, suggestion, id: nextId++, title: TOAST_TITLES[described.category] },
    });
  },
  dismiss: () => set({ toast: null }),
}));
