import java.util.*;

public class TextAdventure {
    enum Direction {
        NORTH("n"), SOUTH("s"), EAST("e"), WEST("w"), UP("u"), DOWN("d");
        final String abbrev;
        Direction(String a) { abbrev = a; }
        Direction opposite() {
            switch (this) {
                case NORTH: return SOUTH;
                case SOUTH: return NORTH;
                case EAST: return WEST;
                case WEST: return EAST;
                case UP: return DOWN;
                default: return UP;
            }
        }
        static Direction parse(String s) {
            for (Direction d : values()) if (d.abbrev.equals(s) || d.name().equalsIgnoreCase(s)) return d;
            return null;
        }
    }

    enum Room {
        HALL("a dusty hall") { String extra(Set<Item> inv) { return "Portraits stare at you."; } },
        KITCHEN("a cold kitchen"),
        CELLAR("a dark cellar") { String extra(Set<Item> inv) { return inv.contains(Item.LAMP) ? "The lamp shows a trapdoor." : "It is pitch black."; } },
        TOWER("the top of a tower"),
        VAULT("a hidden vault");
        final String description;
        final EnumMap<Direction, Room> exits = new EnumMap<Direction, Room>(Direction.class);
        Room(String d) { description = d; }
        String extra(Set<Item> inv) { return ""; }
    }

    enum Item { LAMP, KEY, COIN, SWORD }

    enum State { PLAYING, WON, DEAD, QUIT }

    static void link(Room a, Direction d, Room b) {
        a.exits.put(d, b);
        b.exits.put(d.opposite(), a);
    }

    static final class Game {
        Room at = Room.HALL;
        State state = State.PLAYING;
        final EnumSet<Item> inventory = EnumSet.noneOf(Item.class);
        final EnumMap<Room, EnumSet<Item>> floor = new EnumMap<Room, EnumSet<Item>>(Room.class);
        final Map<Room, Integer> visits = new EnumMap<Room, Integer>(Room.class);
        boolean trapdoorOpen;
        int moves;

        Game() {
            for (Room r : Room.values()) floor.put(r, EnumSet.noneOf(Item.class));
            floor.get(Room.KITCHEN).add(Item.LAMP);
            floor.get(Room.TOWER).add(Item.KEY);
            floor.get(Room.HALL).add(Item.COIN);
            floor.get(Room.VAULT).add(Item.SWORD);
            visits.put(Room.HALL, 1);
        }

        String look() {
            String s = "You are in " + at.description + ". " + at.extra(inventory);
            if (!floor.get(at).isEmpty()) s += " You see " + floor.get(at) + ".";
            return s.trim() + " Exits: " + at.exits.keySet();
        }

        String handle(String line) {
            moves++;
            String[] w = line.trim().toLowerCase().split(" ");
            String verb = w[0];
            String arg = w.length > 1 ? w[1] : "";
            switch (verb) {
                case "look": case "l":
                    return look();
                case "go":
                    verb = arg;
                    // fall through
                case "n": case "s": case "e": case "w": case "u": case "d": case "north": case "down": {
                    Direction d = Direction.parse(verb);
                    if (d == null) return "Go where?";
                    if (at == Room.CELLAR && d == Direction.DOWN) {
                        if (!trapdoorOpen) return "The trapdoor is locked.";
                    }
                    Room next = at.exits.get(d);
                    if (next == null) return "You can't go " + d.name().toLowerCase() + ".";
                    if (next == Room.CELLAR && !inventory.contains(Item.LAMP) && moves > 12) {
                        state = State.DEAD;
                        return "You fall down the stairs in the dark.";
                    }
                    at = next;
                    Integer v = visits.get(at);
                    visits.put(at, v == null ? 1 : v + 1);
                    return look();
                }
                case "take": case "get": {
                    Item it;
                    try { it = Item.valueOf(arg.toUpperCase()); }
                    catch (IllegalArgumentException e) { return "No such thing: " + e.getMessage(); }
                    if (!floor.get(at).remove(it)) return "There is no " + it.name().toLowerCase() + " here.";
                    inventory.add(it);
                    return "Taken " + it + " (ordinal " + it.ordinal() + ").";
                }
                case "drop": {
                    for (Iterator<Item> i = inventory.iterator(); i.hasNext();) {
                        Item it = i.next();
                        if (it.name().equalsIgnoreCase(arg)) { i.remove(); floor.get(at).add(it); return "Dropped " + it + "."; }
                    }
                    return "You don't have that.";
                }
                case "unlock":
                    if (at != Room.CELLAR) return "Nothing to unlock.";
                    if (!inventory.contains(Item.KEY)) return "You need a key.";
                    trapdoorOpen = true;
                    return "The trapdoor creaks open.";
                case "inventory": case "i":
                    return "You carry " + inventory + (inventory.containsAll(EnumSet.of(Item.LAMP, Item.KEY)) ? " (well equipped)" : "");
                case "quit":
                    state = State.QUIT;
                    return "Bye.";
                default:
                    return "I don't understand '" + verb + "'.";
            }
        }
    }

    public static void main(String[] args) {
        link(Room.HALL, Direction.EAST, Room.KITCHEN);
        link(Room.HALL, Direction.UP, Room.TOWER);
        link(Room.KITCHEN, Direction.DOWN, Room.CELLAR);
        link(Room.CELLAR, Direction.DOWN, Room.VAULT);
        String[] script = {"look", "take coin", "take coin", "e", "take lamp", "go down", "d", "unlock", "u", "w", "u", "take key",
            "i", "drop coin", "look", "dance", "go sideways", "n", "d", "e", "d", "unlock", "d", "take sword", "take dragon", "i", "quit", "look"};
        Game g = new Game();
        for (String cmd : script) {
            if (g.state != State.PLAYING) { System.out.println("[game over: " + g.state + "]"); break; }
            System.out.println("> " + cmd);
            System.out.println(g.handle(cmd));
            if (g.at == Room.VAULT && g.inventory.contains(Item.SWORD) && g.state == State.PLAYING) g.state = State.WON;
        }
        System.out.println("final " + g.state + " in " + g.at + " after " + g.moves + " moves; visits " + g.visits);
        for (Room r : Room.values()) System.out.println(r + " " + r.ordinal() + " " + r.getClass().getSuperclass().getSimpleName().length() + " " + (r.getDeclaringClass() == Room.class) + " exits " + r.exits);
        EnumSet<Item> all = EnumSet.allOf(Item.class);
        EnumSet<Item> rest = EnumSet.complementOf(g.inventory);
        System.out.println(all + " " + rest + " " + EnumSet.range(Item.KEY, Item.SWORD) + " " + Item.valueOf("KEY").compareTo(Item.SWORD));
        Game dark = new Game();
        String[] doom = {"e", "w", "e", "w", "e", "w", "e", "w", "e", "w", "e", "w", "e", "d", "look"};
        for (String cmd : doom) { if (dark.state != State.PLAYING) break; System.out.println(dark.handle(cmd)); }
        System.out.println("dark game: " + dark.state + " " + State.valueOf("DEAD").ordinal() + " " + Arrays.toString(State.values()));
        switch (dark.state) {
            case DEAD: System.out.println("RIP"); 
            case QUIT: System.out.println("(quit or dead)"); break;
            default: System.out.println("other");
        }
    }
}
