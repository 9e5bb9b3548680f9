/** The customer screen: reads the route and shows that customer. */
import { cpfDigits } from '../../../src-shared/cpf';
import { useAppStore } from '../../state/store';
import { CustomerPage } from './CustomerPage';

export default function CustomerScreen() {
  const route = useAppStore((s) => s.route);
  if (route.screen !== 'customer') return null;
  const cpf = cpfDigits(route.cpf);
  // Keyed by CPF: another customer (Ctrl+K, recent list) starts from scratch, never showing the previous one's data or ids.
  return <CustomerPage key={cpf} cpf={cpf} tab={route.tab} />;
}
