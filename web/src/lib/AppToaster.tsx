import { Link, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useRef, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX, toaster, type ToastLink } from './toaster';

/**
 * Swipe right to dismiss (50 px). Chakra's toaster (zag toast) has no swipe gesture,
 * so the toast root tracks the pointer itself.
 */
function useSwipeRightToDismiss(toastId: string | undefined) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const reset = (element: HTMLElement) => {
    start.current = null;
    element.style.transform = '';
    element.style.opacity = '';
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button')) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!start.current || start.current.pointerId !== event.pointerId) return;
      const dx = Math.max(0, event.clientX - start.current.x);
      event.currentTarget.style.transform = `translateX(${dx}px)`;
      event.currentTarget.style.opacity = String(Math.max(0.3, 1 - dx / 200));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!start.current || start.current.pointerId !== event.pointerId) return;
      const dx = event.clientX - start.current.x;
      reset(event.currentTarget);
      if (dx >= TOAST_SWIPE_THRESHOLD_PX && toastId) toaster.dismiss(toastId);
    },
    onPointerCancel: (event: PointerEvent<HTMLElement>) => reset(event.currentTarget),
  };
}

function SwipeableToast({
  id,
  title,
  description,
  link,
}: {
  id?: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  link?: ToastLink;
}) {
  const swipe = useSwipeRightToDismiss(id);
  return (
    <Toast.Root width={{ md: 'sm' }} maxW={{ md: '420px' }} touchAction="pan-y" {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxWidth="100%">
        {title ? <Toast.Title>{title}</Toast.Title> : null}
        {description ? <Toast.Description>{description}</Toast.Description> : null}
        {link ? (
          <Link asChild fontSize="sm" fontWeight="semibold" color="inherit" textDecoration="underline">
            <RouterLink to={link.to} onClick={() => id && toaster.dismiss(id)}>
              {link.label}
            </RouterLink>
          </Link>
        ) : null}
      </Stack>
      <Toast.CloseTrigger />
    </Toast.Root>
  );
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} maxW={{ md: '420px' }}>
        {(toast) => (
          <SwipeableToast
            id={toast.id}
            title={toast.title}
            description={toast.description}
            link={(toast.meta as { link?: ToastLink } | undefined)?.link}
          />
        )}
      </Toaster>
    </Portal>
  );
}
