import { useState } from 'react';
import { ROLES, type Role } from '@/shared/roles';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { ROLE_LABELS } from '@/storefront/modules/admin/shell/sections';
import { useChangeRoleMutation, useCreatePersonMutation, usePeopleQuery } from './people-api';

type StaffRole = 'staff' | 'editor' | 'admin';

/** `/admin/people` (admins): back-office accounts, their roles, and new accounts. */
export function PeopleScreen() {
  const { data, error } = usePeopleQuery({ limitFrom: 0, limitTo: 50 });
  const [changeRole, { error: roleError }] = useChangeRoleMutation();
  const [create, { error: createError, isLoading }] = useCreatePersonMutation();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', role: 'staff' as StaffRole });
  const [done, setDone] = useState<string | null>(null);
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <label className={styles.field}>
      {label}
      <input name={key} type={type} value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
    </label>
  );
  return (
    <>
      <ErrorNote error={error ?? roleError} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <tbody>
            {data?.items.map((person) => (
              <tr key={person.userID}>
                <td>
                  {person.firstName} {person.lastName}
                </td>
                <td>{person.email}</td>
                <td>
                  <select aria-label={`Role of ${person.email}`} value={person.role} onChange={(event) => void changeRole({ userID: person.userID, role: event.target.value as Role })}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        className={styles.panel}
        onSubmit={async (event) => {
          event.preventDefault();
          const answer = await create(form);
          if ('data' in answer && answer.data) {
            setDone(`${answer.data.email} can sign in as ${ROLE_LABELS[answer.data.role]}`);
            setForm({ firstName: '', lastName: '', email: '', password: '', role: 'staff' });
          }
        }}
      >
        <h2>New account</h2>
        <div className={styles.form}>
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
          {field('email', 'E-mail', 'email')}
          {field('password', 'Password', 'password')}
          <label className={styles.field}>
            Role
            <select name="role" value={form.role} onChange={(event) => setForm({ ...form, role: event.target.value as StaffRole })}>
              <option value="staff">Staff</option>
              <option value="editor">Editor</option>
              <option value="admin">Administrator</option>
            </select>
          </label>
          <button type="submit" className={styles.button} disabled={isLoading}>
            Create account
          </button>
        </div>
        <ErrorNote error={createError} />
        <OkNote text={done} />
      </form>
    </>
  );
}
