/**
 * Renderer. Op6's signed document, chosen from disk through a Mantine FileInput (its words in the app's
 * language: the native file input says "Choose File / No file chosen" in the browser's); shows its name and
 * size, refuses files over the limit before reading them. Whether it is a PDF is the contract's check on its
 * content (the form shows it on this field).
 */
import { Button, FileInput, Group, Loader, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { type AttachedDocument, formatFileSize, MAX_DOCUMENT_BYTES, readFileAsBase64 } from './attached-document';
import { documentFileInputMessages as messages } from './messages';

interface DocumentFileInputProps {
  value: AttachedDocument | null;
  onChange(document: AttachedDocument | null): void;
  /** A problem the form found in the document (e.g. not valid base64). */
  error?: ReactNode;
}

export function DocumentFileInput({ value, onChange, error }: DocumentFileInputProps) {
  const t = useT(messages);
  // The file the field shows; the form holds what was read of it.
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [reading, setReading] = useState(false);
  const max = formatFileSize(MAX_DOCUMENT_BYTES);

  async function choose(chosen: File | null) {
    setProblem(undefined);
    if (!chosen) return;
    if (chosen.size > MAX_DOCUMENT_BYTES) {
      setFile(null);
      setProblem(t('tooBig', { name: chosen.name, size: formatFileSize(chosen.size), max }));
      return;
    }
    setFile(chosen);
    setReading(true);
    try {
      onChange({ name: chosen.name, size: chosen.size, base64: await readFileAsBase64(chosen) });
    } catch {
      setFile(null);
      setProblem(t('unreadable', { name: chosen.name }));
    } finally {
      setReading(false);
    }
  }

  function remove() {
    onChange(null);
    setFile(null);
    setProblem(undefined);
  }

  return (
    <div>
      <FileInput
        label={t('label')}
        description={t('hint', { max })}
        placeholder={t('choose')}
        accept=".pdf,application/pdf"
        value={value ? file : null}
        onChange={(chosen) => void choose(chosen)}
        error={problem ?? error}
        rightSection={reading ? <Loader size="xs" aria-label={t('reading')} /> : undefined}
      />
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
    </div>
  );
}
