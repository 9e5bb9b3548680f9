/**
 * Renderer. The fields the data on screen was asked with ("Campos", Op10
 * `_attributes`, Op18 `_atributos`). When the employee picks other fields the
 * previous answer stays on screen, dimmed, until the new one arrives
 * (keepPrevious): it must keep the columns it was asked for, or a column just
 * added would read "—" or "não informado" for values nobody asked for yet.
 */
import { useState } from 'react';

export function useFieldsOfData<T, F>(data: T | undefined, fields: readonly F[]): readonly F[] {
  const [shown, setShown] = useState<{ data: T | undefined; fields: readonly F[] }>({ data, fields });
  // A new answer arrives only for the request still current (the engine drops late ones), so it was asked with `fields`.
  if (data !== shown.data) {
    setShown({ data, fields });
    return fields;
  }
  return shown.fields;
}
