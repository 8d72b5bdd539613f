import { AddressForm } from '../components/address-form.tsx';
import '../address.css';

/** /address/add (`?prevPath=` returns there after saving). */
export default function AddressAddPage() {
  return <AddressForm />;
}
