/** The account object the server answers on sign-in and session checks (docs/API.md). */
export interface Account {
  readonly username: string;
  readonly hiveUsername: string | null;
  readonly name: string | null;
  readonly email: string | null;
  readonly role: 'user' | 'admin';
  readonly type: 'keychain' | 'smartlock' | 'email';
  readonly avatar: string | null;
  readonly fullprofile: boolean;
  readonly token?: string;
}
