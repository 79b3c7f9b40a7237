import { useParams } from 'react-router';
import { GameHistory } from '../profile/GameHistory';
import { RatingCard } from '../profile/RatingCard';
import '../styles/signin.css';

/** /u/:username: any player's public profile (linked from the leaderboard): name, rating, record, history. */
export default function PlayerProfile() {
  const { username = '' } = useParams();
  return (
    <div className="page signin-page stack">
      <section className="card stack" aria-labelledby="player-title">
        <h1 id="player-title">@{username}</h1>
      </section>
      <RatingCard username={username} />
      <GameHistory username={username} />
    </div>
  );
}
