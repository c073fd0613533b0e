import { Outlet } from 'react-router-dom';
import { PrimeReactScope } from '#components/prime-react-scope.tsx';

/** Around every staff page (sign-in pages and admin area): the pages built with PrimeReact. */
export default function StaffLayout() {
  return (
    <PrimeReactScope>
      <Outlet />
    </PrimeReactScope>
  );
}
