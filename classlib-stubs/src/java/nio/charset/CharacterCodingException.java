package java.nio.charset;

public class CharacterCodingException extends java.io.IOException {
    public CharacterCodingException() {
    }
}
