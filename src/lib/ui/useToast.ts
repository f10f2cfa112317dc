import { toast } from './toastStore';

/** The toast helper for components: `const { success, error } = useToast()`. */
export function useToast() {
  return toast;
}
