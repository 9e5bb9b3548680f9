/**
 * Renderer. The request body of a review, behind "Detalhes técnicos", closed: the employee confirms from the
 * summary, and the button to confirm stays in view on a small screen; support can still open the exact JSON
 * (CPFs masked as in the summary, review-json.ts). Every write's review shows it through here.
 */
import { Accordion, Code, ScrollArea, Text } from '@mantine/core';
import { useT } from '../i18n/i18n';
import { reviewStepMessages as messages } from './messages';
import { reviewJson } from './review-json';

interface ReviewTechnicalDetailsProps {
  /** The body as displayed (Op6's document shortened), else the body sent. */
  body: unknown;
  /** What the JSON leaves out, said under it. */
  note?: string | undefined;
}

export function ReviewTechnicalDetails({ body, note }: ReviewTechnicalDetailsProps) {
  const t = useT(messages);
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="json">
        <Accordion.Control>
          <Text size="sm">{t('technicalDetails')}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" fw={500} id="write-review-json" mb={4}>
            {t('json')}
          </Text>
          {/* A region that scrolls must be reachable from the keyboard (axe: scrollable-region-focusable). */}
          <ScrollArea.Autosize
            mah={260}
            type="auto"
            viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'write-review-json' }}
          >
            <Code block>{reviewJson(body)}</Code>
          </ScrollArea.Autosize>
          {note ? (
            <Text size="xs" c="dimmed" mt={4}>
              {note}
            </Text>
          ) : null}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
