import { useSearchParams } from 'react-router-dom';
import { QueryFallback } from '#features/admin-kit/components/admin-page.tsx';
import { Field } from '#features/admin-kit/components/field.tsx';
import { NativeSelect } from '#features/admin-kit/components/select-field.tsx';
import { useManagedLaender } from '#features/reference-units/api/list-managed-units.ts';

export interface ChosenLand {
  id: string;
  name: string;
}

/**
 * The Land a geodata page works on: Land staff have their own (named, no choice), Administrators
 * choose one of the Länder. The choice is kept in the address (`?land=`), so a reload or a link to
 * the other geodata page stays with it.
 */
export function useChosenLand() {
  const laender = useManagedLaender();
  const [params, setParams] = useSearchParams();
  const list = laender.data ?? [];
  const requested = params.get('land');
  const chosen = list.find((land) => land.id === requested) ?? (list.length === 1 ? list[0] : undefined);
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('land', id);
        else next.delete('land');
        return next;
      },
      { replace: true },
    );
  return {
    laender,
    land: chosen ? { id: chosen.id, name: chosen.name } : null,
    choose,
  };
}

/** The Land choice of an Administrator, or the Land staff's own Land named. */
export function LandChooser({ state }: { state: ReturnType<typeof useChosenLand> }) {
  const { laender, land, choose } = state;
  if (!laender.data) return <QueryFallback query={laender} plural="Länder" />;
  if (laender.data.length === 0) {
    return <p className="admin-load-error">Ihrem Account ist kein Land zugeordnet.</p>;
  }
  if (laender.data.length === 1) {
    return (
      <p className="geo-land">
        Land: <strong>{land?.name}</strong>
      </p>
    );
  }
  return (
    <div className="geo-land">
      <Field label="Land" hint="Die Einstellungen gelten für das Land und alle seine Gemeinden.">
        {(control) => (
          <NativeSelect
            control={control}
            value={land?.id ?? ''}
            onChange={choose}
            options={[
              { value: '', label: 'Bitte wählen …' },
              ...laender.data.map((candidate) => ({ value: candidate.id, label: candidate.name })),
            ]}
          />
        )}
      </Field>
    </div>
  );
}
