/**
 * Renderer. Op6's signed document, chosen from disk; shows its name and size,
 * refuses files over the limit before reading them. Whether it is a PDF is
 * the contract's check on its content (the form shows it on this field).
 */
import { Button, Group, Input, Loader, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { type AttachedDocument, formatFileSize, MAX_DOCUMENT_BYTES, readFileAsBase64 } from './attached-document';
import { documentFileInputMessages as messages } from './messages';

const INPUT_ID = 'pension-signature-document';

interface DocumentFileInputProps {
  value: AttachedDocument | null;
  onChange(document: AttachedDocument | null): void;
  /** A problem the form found in the document (e.g. not valid base64). */
  error?: ReactNode;
}

export function DocumentFileInput({ value, onChange, error }: DocumentFileInputProps) {
  const t = useT(messages);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  const max = formatFileSize(MAX_DOCUMENT_BYTES);

  async function choose(file: File | undefined) {
    setProblem(undefined);
    if (!file) return;
    if (file.size > MAX_DOCUMENT_BYTES) {
      setProblem(t('tooBig', { name: file.name, size: formatFileSize(file.size), max }));
      if (input.current) input.current.value = '';
      return;
    }
    setReading(true);
    try {
      onChange({ name: file.name, size: file.size, base64: await readFileAsBase64(file) });
    } catch {
      setProblem(t('unreadable', { name: file.name }));
      if (input.current) input.current.value = '';
    } finally {
      setReading(false);
    }
  }

  function remove() {
    onChange(null);
    setProblem(undefined);
    if (input.current) input.current.value = '';
  }

  const shownError = problem ?? error;
  return (
    <Input.Wrapper id={INPUT_ID} label={t('label')} description={t('hint', { max })} error={shownError}>
      <Group gap="sm" mt={4}>
        <input
          id={INPUT_ID}
          ref={input}
          type="file"
          accept=".pdf,application/pdf"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${INPUT_ID}-error` : `${INPUT_ID}-description`}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
        {reading ? <Loader size="xs" aria-label={t('reading')} /> : null}
      </Group>
      {value ? (
        <Group gap="sm" mt="xs">
          <Text size="sm" data-testid="documento-anexado">
            {t('attached', { name: value.name, size: formatFileSize(value.size) })}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={remove}>
            {t('remove')}
          </Button>
        </Group>
      ) : null}
    </Input.Wrapper>
  );
}
