/**
 * Renderer. A button that starts a write (opens a write dialog, sends one).
 * While write actions are off (D100) it stays in place, focusable, marked
 * disabled (aria-disabled), does nothing, and says why in a tooltip and in
 * its description for screen readers.
 */
import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useWritesOffReason } from './write-access';

export type WriteActionButtonProps = ButtonProps & {
  onClick?(event: MouseEvent<HTMLButtonElement>): void;
  type?: 'button' | 'submit';
  'aria-label'?: string;
  children: ReactNode;
};

export function WriteActionButton({ onClick, children, type = 'button', ...props }: WriteActionButtonProps) {
  const reason = useWritesOffReason();
  const reasonId = useId();
  if (!reason) {
    return (
      <Button type={type} onClick={onClick} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Tooltip label={reason} multiline w={320} withArrow>
      <Button
        type="button"
        {...props}
        data-disabled
        aria-disabled
        data-writes-off
        aria-describedby={reasonId}
        onClick={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
      >
        {children}
        <span id={reasonId} hidden>
          {reason}
        </span>
      </Button>
    </Tooltip>
  );
}
